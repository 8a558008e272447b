#!/usr/bin/env python3
"""Build and check the blind retrieval set r2-2wiki.json (80 questions).

Standard library only.  The script finds the data by walking up from its own
folder to the directory that holds ``shared/datasets/2wiki``; it writes
``r2-2wiki.json`` next to itself, in the record format of
``questions_dev.json`` (_id, type, question, answer, answer_id, entity_ids,
evidences, evidences_id, supporting_facts, source, source_index).
Wikidata ids are not available for hand-built questions, so ``answer_id`` is
null, ``entity_ids`` is "" and ``evidences_id`` is [].

Mix: 45 compositional, 12 comparison, 13 bridge_comparison, 10 inference.
About a third of the questions (every record whose index i has i % 3 == 1)
write their titles with every word capitalised (str.title), as the 2Wiki
protocol file does ("Me And Bobby Mcgee", "God'S Gift To Women").

The draw
--------
``order = list(range(6119)); random.Random(72).shuffle(order)``; ``pos`` below
is a position in that order (order[0] = #384 'Gurinder Chadha').  The walk went
through positions 0..329 in order.  A passage was skipped when it was already
used, when its title is a supporting passage or evidence entity of
questions_dev.json, questions_sample.json or r1-2wiki.json, when it is a
disambiguation page, or when it supports no question type whose quota was still
open.  A passage that supports several open types was given the first of:
inference > bridge_comparison > compositional > comparison.  Support was judged
by a scan for other corpus titles named in the passage (and passages naming
it), then by reading both passages.
  * compositional / inference: the start passage and the passage(s) it links to
    (the start passage may be either hop, e.g. a director whose film is in the
    corpus; for a parent with several children in the corpus, the child that
    comes first in the draw).
  * bridge_comparison: film + director passages; the second film is the next
    passage in the draw that is a film (or director) with its director (or
    film) passage in the corpus and the compared fact stated and unambiguous.
  * comparison: the partner is the next passage in the draw of the same kind
    (person with a birth date, film with a year, place with a country) that
    supports no other open type.  Persons: "died first" when both passages give
    a death date, otherwise born first / later.
Quotas filled at: comparison pos 48 (partner pos 49), bridge pos 147 (partner
pos 186), inference pos 222, compositional pos 329.

Start positions (partner position in brackets):
  comparison        1[2] 7[10] 9[21] 12[15] 13[16] 17[20] 25[29] 32[33]
                    35[73] 37[45] 44[50] 48[49]
  bridge_comparison 0[5] 6[26] 30[31] 34[36] 57[64] 65[66] 75[76] 80[84]
                    91[92] 98[105] 110[120] 113[137] 147[186]
  inference         40 59 61 146 149 168 201 205 207 222
  compositional     28 39 42 43 71 74 118 132 134 161 194 195 197 198 200 212
                    216 220 225 226 227 228 248 250 252 260 261 271 272 275
                    280 283 290 293 296 305 309 311 314 315 317 320 324 325
                    329
Passages with a link that were skipped (reason): 3, 11, 47 albums (no
performer passage; albums not used); 16 not a song composer (song co-written;
kept as comparison partner); 24 unclear dates; 43 not a comparison partner
(father of a corpus passage, so it starts a compositional question); 54
married three times, spouse excluded; 95 documentary "made by" (not "directed
by"); 104 "possibly" a daughter, two husbands; 106 the director link is a
different Tony Williams; 113 not a nationality partner (Czech-American); 127
the son is named only as "William"; 133 song performer has a featured artist;
134 not inference (William I married three times; used as compositional); 139
film composer not stated; 143 two filmmakers; 169, 231, 263 Ray Taylor already
used; 184, 196, 221 several directors; 189 unclear death date; 204 the Duchess
Marie passage is the daughter of another Duke Alexander; 230, 257 director
passage excluded; 235 the Jayadevi passage is a different person; 247 father
named differently (Shaiba ibn Hashim) and circa dates; 254 only baptism /
burial dates; 276 married three times.  For 275 and 315 the place of death
(Munich; Los Angeles, California) is an evidence entity of an earlier set, so
those questions ask for the date of death instead.

Checks (the script prints any failure): every supporting passage exists with a
unique title; each needle (the fact a question needs) is stated in its
passage; the answer is stated in a supporting passage (comparison answers are
recomputed from the stated values); start and partner passages sit at the
recorded draw positions; no supporting passage or evidence entity appears in
the dev, sample or r1 files (dates, years and nationality / country values
are not counted as entities: 'American', 'British', 'French', 'Italian' and
'2006' also occur there); no passage is used twice; counts per type.
"""
import hashlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 72
QUOTA = {"compositional": 45, "comparison": 12, "bridge_comparison": 13, "inference": 10}
SOURCE = ("blind set r2 (hand-built from corpus.json; draw random.Random(72) over "
          "passage indexes, start passage at draw position {pos})")


def find_root():
    d = HERE
    while True:
        if os.path.isdir(os.path.join(d, "shared", "datasets", "2wiki")):
            return d
        parent = os.path.dirname(d)
        if parent == d:
            sys.exit("cannot find shared/datasets/2wiki above " + HERE)
        d = parent


# ---------------------------------------------------------------------------
# Question specs.  Fields:
#   pos      draw position of the start passage
#   partner  draw position of the partner passage (comparison / bridge only)
#   type     2Wiki type
#   q        template; {0}, {1} take the entity titles in `ents`
#   ents     titles written into the question
#   answer   gold answer (comparison answers are recomputed and compared)
#   sup      [(title, [needle, ...]), ...]  supporting passages, in order
#   ev       evidence triples
#   mode     comparison / bridge: 'first', 'later' or 'same'
# ---------------------------------------------------------------------------
def C(pos, partner, q, ents, answer, sup, ev, mode):
    return dict(type="comparison", pos=pos, partner=partner, q=q, ents=ents,
                answer=answer, sup=sup, ev=ev, mode=mode)


def B(pos, partner, q, ents, answer, sup, ev, mode):
    return dict(type="bridge_comparison", pos=pos, partner=partner, q=q, ents=ents,
                answer=answer, sup=sup, ev=ev, mode=mode)


def K(pos, q, ents, answer, sup, ev):
    return dict(type="compositional", pos=pos, partner=None, q=q, ents=ents,
                answer=answer, sup=sup, ev=ev, mode=None)


def I(pos, q, ents, answer, sup, ev):
    return dict(type="inference", pos=pos, partner=None, q=q, ents=ents,
                answer=answer, sup=sup, ev=ev, mode=None)


SPECS = [
    # ---------------- bridge_comparison ----------------
    B(0, 5, "Which film has the director who was born first, {0} or {1}?",
      ["Bhaji on the Beach", "Red Roses, Red Lips, Red Wine"], "Red Roses, Red Lips, Red Wine",
      [("Bhaji on the Beach", ["directed by Gurinder Chadha"]),
       ("Red Roses, Red Lips, Red Wine", ["directed by Paul Martin"]),
       ("Gurinder Chadha", ["born 10 January 1960"]),
       ("Paul Martin (director)", ["8 February 1899"])],
      [["Bhaji on the Beach", "director", "Gurinder Chadha"],
       ["Red Roses, Red Lips, Red Wine", "director", "Paul Martin (director)"],
       ["Gurinder Chadha", "date of birth", "10 January 1960"],
       ["Paul Martin (director)", "date of birth", "8 February 1899"]], "first"),
    B(6, 26, "Which film has the director born later, {0} or {1}?",
      ["Waking the Dead (film)", "The Man in the Trunk"], "Waking the Dead (film)",
      [("Waking the Dead (film)", ["directed by Keith Gordon"]),
       ("The Man in the Trunk", ["directed by Malcolm St. Clair"]),
       ("Keith Gordon", ["born February 3, 1961"]),
       ("Malcolm St. Clair (filmmaker)", ["May 17, 1897"])],
      [["Waking the Dead (film)", "director", "Keith Gordon"],
       ["The Man in the Trunk", "director", "Malcolm St. Clair (filmmaker)"],
       ["Keith Gordon", "date of birth", "February 3, 1961"],
       ["Malcolm St. Clair (filmmaker)", "date of birth", "May 17, 1897"]], "later"),
    B(30, 31, "Which film has the director who died first, {0} or {1}?",
      ["A Day of Fury", "Modern Husbands"], "Modern Husbands",
      [("A Day of Fury", ["directed by Harmon Jones"]),
       ("Modern Husbands", ["directed by Luis Bayón Herrera"]),
       ("Harmon Jones", ["July 10, 1972"]),
       ("Luis Bayón Herrera", ["30 March 1956"])],
      [["A Day of Fury", "director", "Harmon Jones"],
       ["Modern Husbands", "director", "Luis Bayón Herrera"],
       ["Harmon Jones", "date of death", "July 10, 1972"],
       ["Luis Bayón Herrera", "date of death", "30 March 1956"]], "first"),
    B(34, 36, "Which film has the director who is older, {0} or {1}?",
      ["Do Not Marry, Girls", "Dr. Goldfoot and the Girl Bombs"], "Dr. Goldfoot and the Girl Bombs",
      [("Do Not Marry, Girls", ["directed by Yevgeni Gerasimov"]),
       ("Dr. Goldfoot and the Girl Bombs", ["directed by Mario Bava"]),
       ("Yevgeni Gerasimov (actor)", ["born 25 February 1951", "film director"]),
       ("Mario Bava", ["31 July 1914"])],
      [["Do Not Marry, Girls", "director", "Yevgeni Gerasimov (actor)"],
       ["Dr. Goldfoot and the Girl Bombs", "director", "Mario Bava"],
       ["Yevgeni Gerasimov (actor)", "date of birth", "25 February 1951"],
       ["Mario Bava", "date of birth", "31 July 1914"]], "first"),
    B(57, 64, "Do both films {0} and {1} have the directors from the same country?",
      ["Battle for the Planet of the Apes", "The King on Main Street"], "no",
      [("Battle for the Planet of the Apes", ["directed by J. Lee Thompson"]),
       ("The King on Main Street", ["directed by Monta Bell"]),
       ("J. Lee Thompson", ["was a British film director"]),
       ("Monta Bell", ["was an American film director"])],
      [["Battle for the Planet of the Apes", "director", "J. Lee Thompson"],
       ["The King on Main Street", "director", "Monta Bell"],
       ["J. Lee Thompson", "country of citizenship", "British"],
       ["Monta Bell", "country of citizenship", "American"]], "same"),
    B(65, 66, "Which film whose director was born first, {0} or {1}?",
      ["The Pocket-knife", "Illusions (1982 film)"], "The Pocket-knife",
      [("The Pocket-knife", ["directed by Ben Sombogaart"]),
       ("Illusions (1982 film)", ["directed by Julie Dash"]),
       ("Ben Sombogaart", ["born 8 August 1947"]),
       ("Julie Dash", ["born October 22, 1952"])],
      [["The Pocket-knife", "director", "Ben Sombogaart"],
       ["Illusions (1982 film)", "director", "Julie Dash"],
       ["Ben Sombogaart", "date of birth", "8 August 1947"],
       ["Julie Dash", "date of birth", "October 22, 1952"]], "first"),
    B(75, 76, "Which film has the director born later, {0} or {1}?",
      ["Atomised (film)", "Pacific Rendezvous"], "Atomised (film)",
      [("Atomised (film)", ["directed by Oskar Roehler"]),
       ("Pacific Rendezvous", ["directed by George Sidney"]),
       ("Oskar Roehler", ["born 21 January 1959"]),
       ("George Sidney", ["October 4, 1916"])],
      [["Atomised (film)", "director", "Oskar Roehler"],
       ["Pacific Rendezvous", "director", "George Sidney"],
       ["Oskar Roehler", "date of birth", "21 January 1959"],
       ["George Sidney", "date of birth", "October 4, 1916"]], "later"),
    B(80, 84, "Which film has the director who was born first, {0} or {1}?",
      ["Pretty Persuasion", "The Private Life of Helen of Troy"], "The Private Life of Helen of Troy",
      [("Pretty Persuasion", ["directed by Marcos Siega"]),
       ("The Private Life of Helen of Troy", ["directed by Alexander Korda"]),
       ("Marcos Siega", ["born June 8, 1969"]),
       ("Alexander Korda", ["16 September 1893"])],
      [["Pretty Persuasion", "director", "Marcos Siega"],
       ["The Private Life of Helen of Troy", "director", "Alexander Korda"],
       ["Marcos Siega", "date of birth", "June 8, 1969"],
       ["Alexander Korda", "date of birth", "16 September 1893"]], "first"),
    B(91, 92, "Which film has the director who died first, {0} or {1}?",
      ["Women's Weapons", "Future Zone"], "Women's Weapons",
      [("Women's Weapons", ["directed by Robert G. Vignola"]),
       ("Future Zone", ["directed by David A. Prior"]),
       ("Robert G. Vignola", ["October 25, 1953"]),
       ("David A. Prior", ["August 16, 2015"])],
      [["Women's Weapons", "director", "Robert G. Vignola"],
       ["Future Zone", "director", "David A. Prior"],
       ["Robert G. Vignola", "date of death", "October 25, 1953"],
       ["David A. Prior", "date of death", "August 16, 2015"]], "first"),
    B(98, 105, "Do both directors of films {0} and {1} have the same nationality?",
      ["Length of War", "Going All the Way"], "no",
      [("Length of War", ["directed by Gonzalo Martínez Ortega"]),
       ("Going All the Way", ["directed by Mark Pellington"]),
       ("Gonzalo Martínez Ortega", ["was a Mexican actor, director"]),
       ("Mark Pellington", ["is an American film director"])],
      [["Length of War", "director", "Gonzalo Martínez Ortega"],
       ["Going All the Way", "director", "Mark Pellington"],
       ["Gonzalo Martínez Ortega", "country of citizenship", "Mexican"],
       ["Mark Pellington", "country of citizenship", "American"]], "same"),
    B(110, 120, "Do both films {0} and {1} have the directors from the same country?",
      ["Preston Tylk", "Bury Me Not on the Lone Prairie (film)"], "yes",
      [("Preston Tylk", ["directed by Jon Bokenkamp"]),
       ("Bury Me Not on the Lone Prairie (film)", ["directed by Ray Taylor"]),
       ("Jon Bokenkamp", ["is an American writer and producer"]),
       ("Ray Taylor (director)", ["was an American film director"])],
      [["Preston Tylk", "director", "Jon Bokenkamp"],
       ["Bury Me Not on the Lone Prairie (film)", "director", "Ray Taylor (director)"],
       ["Jon Bokenkamp", "country of citizenship", "American"],
       ["Ray Taylor (director)", "country of citizenship", "American"]], "same"),
    B(113, 137, "Which film has the director born later, {0} or {1}?",
      ["The People vs. Larry Flynt", "Amira & Sam"], "Amira & Sam",
      [("The People vs. Larry Flynt", ["directed by Miloš Forman"]),
       ("Amira & Sam", ["directed by Sean Mullin"]),
       ("Miloš Forman", ["18 February 1932"]),
       ("Sean Mullin", ["born January 13, 1975"])],
      [["The People vs. Larry Flynt", "director", "Miloš Forman"],
       ["Amira & Sam", "director", "Sean Mullin"],
       ["Miloš Forman", "date of birth", "18 February 1932"],
       ["Sean Mullin", "date of birth", "January 13, 1975"]], "later"),
    B(147, 186, "Which film has the director who died first, {0} or {1}?",
      ["Ek Hi Bhool (1940 film)", "Uncle's New Blazer"], "Uncle's New Blazer",
      [("Ek Hi Bhool (1940 film)", ["directed by Vijay Bhatt"]),
       ("Uncle's New Blazer", ["directed by and starring William Garwood"]),
       ("Vijay Bhatt", ["17 October 1993"]),
       ("William Garwood", ["December 28, 1950"])],
      [["Ek Hi Bhool (1940 film)", "director", "Vijay Bhatt"],
       ["Uncle's New Blazer", "director", "William Garwood"],
       ["Vijay Bhatt", "date of death", "17 October 1993"],
       ["William Garwood", "date of death", "December 28, 1950"]], "first"),

    # ---------------- comparison ----------------
    C(1, 2, "Who was born first, {0} or {1}?",
      ["Clarence Moore (businessman)", "Jung Sung-hwa"], "Clarence Moore (businessman)",
      [("Clarence Moore (businessman)", ["March 1, 1865"]),
       ("Jung Sung-hwa", ["born January 2, 1975"])],
      [["Clarence Moore (businessman)", "date of birth", "March 1, 1865"],
       ["Jung Sung-hwa", "date of birth", "January 2, 1975"]], "first"),
    C(7, 10, "Who was born first, {0} or {1}?",
      ["Melvin Kranzberg", "Laura Silverman"], "Melvin Kranzberg",
      [("Melvin Kranzberg", ["November 22, 1917"]),
       ("Laura Silverman", ["born June 10, 1966"])],
      [["Melvin Kranzberg", "date of birth", "November 22, 1917"],
       ["Laura Silverman", "date of birth", "June 10, 1966"]], "first"),
    C(9, 21, "Which film came out first, {0} or {1}?",
      ["Hyderabad Nawabs", "Alfons Zitterbacke"], "Alfons Zitterbacke",
      [("Hyderabad Nawabs", ["is a 2006 Hyderabadi Indian comedy"]),
       ("Alfons Zitterbacke", ["It was released in 1966"])],
      [["Hyderabad Nawabs", "publication date", "2006"],
       ["Alfons Zitterbacke", "publication date", "1966"]], "first"),
    C(12, 15, "Are {0} and {1} both located in the same country?",
      ["Machu Kunturi", "Gare de Montreuil-Bellay"], "no",
      [("Machu Kunturi", ["is a mountain in the Andes of Peru"]),
       ("Gare de Montreuil-Bellay", ["western France"])],
      [["Machu Kunturi", "country", "Peru"],
       ["Gare de Montreuil-Bellay", "country", "France"]], "same"),
    C(13, 16, "Who was born first, {0} or {1}?",
      ["Princess Raiyah bint Hussein", "Leon Carr"], "Leon Carr",
      [("Princess Raiyah bint Hussein", ["born 9 February 1986"]),
       ("Leon Carr", ["June 10, 1910"])],
      [["Princess Raiyah bint Hussein", "date of birth", "9 February 1986"],
       ["Leon Carr", "date of birth", "June 10, 1910"]], "first"),
    C(17, 20, "Who was born later, {0} or {1}?",
      ["Pierre-Michel Le Conte", "Candy Apples"], "Candy Apples",
      [("Pierre-Michel Le Conte", ["6 March 1921"]),
       ("Candy Apples", ["born October 3, 1976"])],
      [["Pierre-Michel Le Conte", "date of birth", "6 March 1921"],
       ["Candy Apples", "date of birth", "October 3, 1976"]], "later"),
    C(25, 29, "Who died first, {0} or {1}?",
      ["Pavel Vondruška", "Morley Roberts"], "Morley Roberts",
      [("Pavel Vondruška", ["5 February 2011"]),
       ("Morley Roberts", ["8 June 1942"])],
      [["Pavel Vondruška", "date of death", "5 February 2011"],
       ["Morley Roberts", "date of death", "8 June 1942"]], "first"),
    C(32, 33, "Who was born first, {0} or {1}?",
      ["Hikmet Köksal", "Dmitri Kudryashov"], "Hikmet Köksal",
      [("Hikmet Köksal", ["born 1932"]),
       ("Dmitri Kudryashov", ["born 13 May 1983"])],
      [["Hikmet Köksal", "date of birth", "1932"],
       ["Dmitri Kudryashov", "date of birth", "13 May 1983"]], "first"),
    C(35, 73, "Are {0} and {1} both located in the same country?",
      ["Gare de Machecoul", "Radisele"], "no",
      [("Gare de Machecoul", ["Pays de la Loire, France"]),
       ("Radisele", ["Central District of Botswana"])],
      [["Gare de Machecoul", "country", "France"],
       ["Radisele", "country", "Botswana"]], "same"),
    C(37, 45, "Who was born first, {0} or {1}?",
      ["Silvia Majdalani", "James Armour (Master mason)"], "James Armour (Master mason)",
      [("Silvia Majdalani", ["2 November 1958"]),
       ("James Armour (Master mason)", ["15 January 1730"])],
      [["Silvia Majdalani", "date of birth", "2 November 1958"],
       ["James Armour (Master mason)", "date of birth", "15 January 1730"]], "first"),
    C(44, 50, "Which film came out first, {0} or {1}?",
      ["Three for Happiness", "Pellam Oorelithe"], "Three for Happiness",
      [("Three for Happiness", ["is a 1985 Croatian romantic drama film"]),
       ("Pellam Oorelithe", ["is 2003 Telugu comedy film"])],
      [["Three for Happiness", "publication date", "1985"],
       ["Pellam Oorelithe", "publication date", "2003"]], "first"),
    C(48, 49, "Who was born later, {0} or {1}?",
      ["Ha Wen", "Anthony Ellmaker Roberts"], "Ha Wen",
      [("Ha Wen", ["born April 13, 1969"]),
       ("Anthony Ellmaker Roberts", ["October 29, 1803"])],
      [["Ha Wen", "date of birth", "April 13, 1969"],
       ["Anthony Ellmaker Roberts", "date of birth", "October 29, 1803"]], "later"),

    # ---------------- inference ----------------
    I(40, "Who is {0}'s paternal grandfather?", ["Henry I of Ziębice"], "Bolko II of Ziębice",
      [("Henry I of Ziębice", ["youngest son of Nicholas the Small"]),
       ("Nicholas the Small", ["only son of Duke Bolko II of Ziębice"])],
      [["Henry I of Ziębice", "father", "Nicholas the Small"],
       ["Nicholas the Small", "father", "Bolko II of Ziębice"]]),
    I(59, "Who is the paternal grandfather of {0}?", ["Frederick II, Duke of Holstein-Gottorp"],
      "Frederick I of Denmark",
      [("Frederick II, Duke of Holstein-Gottorp", ["eldest son of Duke Adolf of Holstein- Gottorp"]),
       ("Adolf, Duke of Holstein-Gottorp", ["third son of King Frederick I of Denmark"])],
      [["Frederick II, Duke of Holstein-Gottorp", "father", "Adolf, Duke of Holstein-Gottorp"],
       ["Adolf, Duke of Holstein-Gottorp", "father", "Frederick I of Denmark"]]),
    I(61, "Who is the father-in-law of {0}?", ["Christian August, Prince of Anhalt-Zerbst"],
      "Christian August, Duke of Holstein-Gottorp",
      [("Christian August, Prince of Anhalt-Zerbst", ["was a German prince of the House of Ascania"]),
       ("Joanna Elisabeth of Holstein-Gottorp",
        ["by marriage to Christian August, Prince of Anhalt-Zerbst",
         "daughter of Christian August, Duke of Holstein-Gottorp"])],
      [["Christian August, Prince of Anhalt-Zerbst", "spouse", "Joanna Elisabeth of Holstein-Gottorp"],
       ["Joanna Elisabeth of Holstein-Gottorp", "father", "Christian August, Duke of Holstein-Gottorp"]]),
    I(146, "Who is the paternal grandfather of {0}?", ["Charles Stewart, 3rd Duke of Richmond"],
      "Esmé Stewart, 3rd Duke of Lennox",
      [("Charles Stewart, 3rd Duke of Richmond", ["only son of George Stewart, 9th Seigneur d'Aubigny"]),
       ("George Stewart, 9th Seigneur d'Aubigny", ["He was the son of Esmé Stewart, 3rd Duke of Lennox"])],
      [["Charles Stewart, 3rd Duke of Richmond", "father", "George Stewart, 9th Seigneur d'Aubigny"],
       ["George Stewart, 9th Seigneur d'Aubigny", "father", "Esmé Stewart, 3rd Duke of Lennox"]]),
    I(149, "Who is the father-in-law of {0}?", ["Maria of Austria, Duchess of Jülich-Cleves-Berg"],
      "John III, Duke of Jülich-Cleves-Berg",
      [("Maria of Austria, Duchess of Jülich-Cleves-Berg",
        ["She married William, Duke of Jülich-Cleves-Berg"]),
       ("William, Duke of Jülich-Cleves-Berg", ["only son of John III, Duke of Jülich- Cleves- Berg"])],
      [["Maria of Austria, Duchess of Jülich-Cleves-Berg", "spouse", "William, Duke of Jülich-Cleves-Berg"],
       ["William, Duke of Jülich-Cleves-Berg", "father", "John III, Duke of Jülich-Cleves-Berg"]]),
    I(168, "Who is {0}'s paternal grandfather?", ["Monika von Habsburg"], "Charles I",
      [("Monika von Habsburg", ["the daughter of Otto von Habsburg"]),
       ("Otto von Habsburg", ["The eldest son of Charles I and IV"])],
      [["Monika von Habsburg", "father", "Otto von Habsburg"],
       ["Otto von Habsburg", "father", "Charles I"]]),
    I(201, "Who is the father-in-law of {0}?", ["René I, Viscount of Rohan"], "John III of Navarre",
      [("René I, Viscount of Rohan", ["married Isabella of Navarre"]),
       ("Isabella of Navarre, Viscountess of Rohan", ["was the daughter of John III of Navarre"])],
      [["René I, Viscount of Rohan", "spouse", "Isabella of Navarre, Viscountess of Rohan"],
       ["Isabella of Navarre, Viscountess of Rohan", "father", "John III of Navarre"]]),
    I(205, "Who is {0}'s father-in-law?", ["Marcia Neugebauer"], "Otto Neugebauer",
      [("Marcia Neugebauer", ["She was married to astrophysicist Gerry Neugebauer"]),
       ("Gerry Neugebauer", ["is the son of Otto Neugebauer"])],
      [["Marcia Neugebauer", "spouse", "Gerry Neugebauer"],
       ["Gerry Neugebauer", "father", "Otto Neugebauer"]]),
    I(207, "Who is {0}'s paternal grandfather?", ["Margaret Fiennes, 11th Baroness Dacre"],
      "Sir Thomas Fiennes",
      [("Margaret Fiennes, 11th Baroness Dacre", ["She was the daughter of Thomas Fiennes, 9th Baron Dacre"]),
       ("Thomas Fiennes, 9th Baron Dacre", ["Dacre was the son of Sir Thomas Fiennes"])],
      [["Margaret Fiennes, 11th Baroness Dacre", "father", "Thomas Fiennes, 9th Baron Dacre"],
       ["Thomas Fiennes, 9th Baron Dacre", "father", "Sir Thomas Fiennes"]]),
    I(222, "Who is the paternal grandfather of {0}?", ["Mervyn Tuchet, 2nd Earl of Castlehaven"],
      "Henry Tuchet, 10th Baron Audley",
      [("Mervyn Tuchet, 2nd Earl of Castlehaven", ["A son of George Tuchet, 1st Earl of Castlehaven"]),
       ("George Tuchet, 1st Earl of Castlehaven", ["was the son of Henry Tuchet, 10th Baron Audley"])],
      [["Mervyn Tuchet, 2nd Earl of Castlehaven", "father", "George Tuchet, 1st Earl of Castlehaven"],
       ["George Tuchet, 1st Earl of Castlehaven", "father", "Henry Tuchet, 10th Baron Audley"]]),

    # ---------------- compositional ----------------
    K(28, "Where was the wife of {0} born?", ["Alfred L. Copley"], "Seyðisfjörður",
      [("Alfred L. Copley", ["He was married to the Icelandic artist Nína Tryggvadóttir"]),
       ("Nína Tryggvadóttir", ["was born Jónína Tryggvadóttir in Seyðisfjörður"])],
      [["Alfred L. Copley", "spouse", "Nína Tryggvadóttir"],
       ["Nína Tryggvadóttir", "place of birth", "Seyðisfjörður"]]),
    K(39, "When did {0}'s father die?", ["Hedwig of Mecklenburg-Güstrow"], "6 October 1695",
      [("Hedwig of Mecklenburg-Güstrow", ["born from the marriage of Gustav Adolph, Duke of Mecklenburg- Güstrow"]),
       ("Gustav Adolph, Duke of Mecklenburg-Güstrow", ["6 October 1695"])],
      [["Hedwig of Mecklenburg-Güstrow", "father", "Gustav Adolph, Duke of Mecklenburg-Güstrow"],
       ["Gustav Adolph, Duke of Mecklenburg-Güstrow", "date of death", "6 October 1695"]]),
    K(42, "What is the date of birth of {0}'s father?", ["Sultan Cem"], "30 March 1432",
      [("Sultan Cem", ["third son of Sultan Mehmed II"]),
       ("Mehmed the Conqueror", ["Mehmed II (Modern ; 30 March 1432"])],
      [["Sultan Cem", "father", "Mehmed the Conqueror"],
       ["Mehmed the Conqueror", "date of birth", "30 March 1432"]]),
    K(43, "When did {0}'s father die?", ["Humphrey Sturt, 2nd Baron Alington"], "17 February 1904",
      [("Humphrey Sturt, 2nd Baron Alington", ["the son of Henry Sturt, 1st Baron Alington"]),
       ("Henry Sturt, 1st Baron Alington", ["16 May 1825 – 17 February 1904"])],
      [["Humphrey Sturt, 2nd Baron Alington", "father", "Henry Sturt, 1st Baron Alington"],
       ["Henry Sturt, 1st Baron Alington", "date of death", "17 February 1904"]]),
    K(71, "When did the composer of song {0} die?", ["Love Is Here to Stay"], "July 11, 1937",
      [("Love Is Here to Stay", ["composed by George Gershwin"]),
       ("George Gershwin", ["September 26, 1898 – July 11, 1937"])],
      [["Love Is Here to Stay", "composer", "George Gershwin"],
       ["George Gershwin", "date of death", "July 11, 1937"]]),
    K(74, "When was {0}'s father born?", ["Princess Adrienne, Duchess of Blekinge"], "27 June 1974",
      [("Princess Adrienne, Duchess of Blekinge", ["daughter of Princess Madeleine and Christopher O'Neill"]),
       ("Christopher O'Neill", ["born 27 June 1974"])],
      [["Princess Adrienne, Duchess of Blekinge", "father", "Christopher O'Neill"],
       ["Christopher O'Neill", "date of birth", "27 June 1974"]]),
    K(118, "Where was the composer of song {0} born?", ["Mere Rashke Qamar"], "Faisalabad",
      [("Mere Rashke Qamar", ["composed by Nusrat Fateh Ali Khan"]),
       ("Nusrat Fateh Ali Khan", ["Born in Faisalabad"])],
      [["Mere Rashke Qamar", "composer", "Nusrat Fateh Ali Khan"],
       ["Nusrat Fateh Ali Khan", "place of birth", "Faisalabad"]]),
    K(132, "Where was {0}'s father born?", ["Archibald Hamilton (1790–1815)"],
      "Saint Paul's Parish, South Carolina",
      [("Archibald Hamilton (1790–1815)", ["was the son of Secretary of the Navy Paul Hamilton"]),
       ("Paul Hamilton (politician)", ["was born in Saint Paul's Parish, South Carolina"])],
      [["Archibald Hamilton (1790–1815)", "father", "Paul Hamilton (politician)"],
       ["Paul Hamilton (politician)", "place of birth", "Saint Paul's Parish, South Carolina"]]),
    K(134, "When did {0}'s father die?", ["Princess Catherine of Württemberg"], "25 June 1864",
      [("Princess Catherine of Württemberg", ["was a daughter of William I of Württemberg"]),
       ("William I of Württemberg", ["27 September 1781 – 25 June 1864"])],
      [["Princess Catherine of Württemberg", "father", "William I of Württemberg"],
       ["William I of Württemberg", "date of death", "25 June 1864"]]),
    K(161, "When was {0}'s mother born?", ["Lara Porzak"], "September 8, 1947",
      [("Lara Porzak", ["daughter of Pulitzer- prize nominated novelist, Marianne Wiggins"]),
       ("Marianne Wiggins", ["born September 8, 1947"])],
      [["Lara Porzak", "mother", "Marianne Wiggins"],
       ["Marianne Wiggins", "date of birth", "September 8, 1947"]]),
    K(194, "When was the director of film {0} born?", ["Robin Hood of El Dorado (film)"],
      "February 29, 1896",
      [("Robin Hood of El Dorado (film)", ["directed by William A. Wellman"]),
       ("William A. Wellman", ["February 29, 1896"])],
      [["Robin Hood of El Dorado (film)", "director", "William A. Wellman"],
       ["William A. Wellman", "date of birth", "February 29, 1896"]]),
    K(195, "When did the director of film {0} die?", ["Where Does It Hurt?"], "June 29, 2003",
      [("Where Does It Hurt?", ["written and directed by Rod Amateau"]),
       ("Rod Amateau", ["December 20, 1923 – June 29, 2003"])],
      [["Where Does It Hurt?", "director", "Rod Amateau"],
       ["Rod Amateau", "date of death", "June 29, 2003"]]),
    K(197, "What nationality is the director of film {0}?", ["Dog's Heart"], "Italian",
      [("Dog's Heart", ["directed by Alberto Lattuada"]),
       ("Alberto Lattuada", ["was an Italian film director"])],
      [["Dog's Heart", "director", "Alberto Lattuada"],
       ["Alberto Lattuada", "country of citizenship", "Italian"]]),
    K(198, "Where was the director of film {0} born?", ["God's Comedy"], "Figueira da Foz",
      [("God's Comedy", ["film by João César Monteiro", "writer/ director Monteiro"]),
       ("João César Monteiro", ["He was born in Figueira da Foz"])],
      [["God's Comedy", "director", "João César Monteiro"],
       ["João César Monteiro", "place of birth", "Figueira da Foz"]]),
    K(200, "When did {0}'s father die?", ["Christian II, Prince of Anhalt-Bernburg"], "17 April 1630",
      [("Christian II, Prince of Anhalt-Bernburg", ["son of Christian I, Prince of Anhalt-Bernburg"]),
       ("Christian I, Prince of Anhalt-Bernburg", ["11 May 1568 – 17 April 1630"])],
      [["Christian II, Prince of Anhalt-Bernburg", "father", "Christian I, Prince of Anhalt-Bernburg"],
       ["Christian I, Prince of Anhalt-Bernburg", "date of death", "17 April 1630"]]),
    K(212, "What is the date of birth of the director of film {0}?", ["Team America: World Police"],
      "October 19, 1969",
      [("Team America: World Police", ["directed by Trey Parker"]),
       ("Trey Parker", ["born October 19, 1969"])],
      [["Team America: World Police", "director", "Trey Parker"],
       ["Trey Parker", "date of birth", "October 19, 1969"]]),
    K(216, "When was {0}'s father born?", ["Charles Howard, 10th Earl of Carlisle"], "12 August 1843",
      [("Charles Howard, 10th Earl of Carlisle", ["eldest son of George Howard, 9th Earl of Carlisle"]),
       ("George Howard, 9th Earl of Carlisle", ["12 August 1843"])],
      [["Charles Howard, 10th Earl of Carlisle", "father", "George Howard, 9th Earl of Carlisle"],
       ["George Howard, 9th Earl of Carlisle", "date of birth", "12 August 1843"]]),
    K(220, "What is the place of birth of the director of film {0}?", ["Man at the Carlton Tower"],
      "Chilmark, Wiltshire",
      [("Man at the Carlton Tower", ["directed by Robert Tronson"]),
       ("Robert Tronson", ["born in Chilmark, Wiltshire"])],
      [["Man at the Carlton Tower", "director", "Robert Tronson"],
       ["Robert Tronson", "place of birth", "Chilmark, Wiltshire"]]),
    K(225, "When did {0}'s father die?", ["Ramiro Sánchez"], "6 January 1083",
      [("Ramiro Sánchez", ["His father was Sancho Garcés"]),
       ("Sancho Garcés, Lord of Uncastillo", ["c. 1038 – 6 January 1083", "he was the father of Ramiro Sánchez"])],
      [["Ramiro Sánchez", "father", "Sancho Garcés, Lord of Uncastillo"],
       ["Sancho Garcés, Lord of Uncastillo", "date of death", "6 January 1083"]]),
    K(226, "What is the date of death of the director of film {0}?", ["Malabimba – The Malicious Whore"],
      "November 14, 2013",
      [("Malabimba – The Malicious Whore", ["directed by Andrea Bianchi"]),
       ("Andrea Bianchi", ["March 31, 1925- November 14, 2013"])],
      [["Malabimba – The Malicious Whore", "director", "Andrea Bianchi"],
       ["Andrea Bianchi", "date of death", "November 14, 2013"]]),
    K(227, "When did {0}'s father die?", ["Charles the Younger"], "28 January 814",
      [("Charles the Younger", ["the second son of Charlemagne"]),
       ("Charlemagne", ["2 April 748 – 28 January 814"])],
      [["Charles the Younger", "father", "Charlemagne"],
       ["Charlemagne", "date of death", "28 January 814"]]),
    K(228, "Where did {0}'s father die?", ["Charles d'Évreux"], "Paris",
      [("Charles d'Évreux", ["was the son of Louis, Count of Évreux"]),
       ("Louis, Count of Évreux", ["19 May 1319, Paris"])],
      [["Charles d'Évreux", "father", "Louis, Count of Évreux"],
       ["Louis, Count of Évreux", "place of death", "Paris"]]),
    K(248, "Where did the director of film {0} die?", ["The Student's Romance"], "Cawston, Norfolk",
      [("The Student's Romance", ["directed by Otto Kanturek"]),
       ("Otto Kanturek", ["26 June 1941, Cawston, Norfolk"])],
      [["The Student's Romance", "director", "Otto Kanturek"],
       ["Otto Kanturek", "place of death", "Cawston, Norfolk"]]),
    K(250, "When was {0}'s father born?", ["Prince Charles Louis, Duke of Chartres"], "25 June 1941",
      [("Prince Charles Louis, Duke of Chartres", ["elder son of Prince Jacques, Duke of Orléans"]),
       ("Prince Jacques, Duke of Orléans", ["born 25 June 1941"])],
      [["Prince Charles Louis, Duke of Chartres", "father", "Prince Jacques, Duke of Orléans"],
       ["Prince Jacques, Duke of Orléans", "date of birth", "25 June 1941"]]),
    K(252, "Where was {0}'s husband born?", ["Heather Jansch"], "Glasgow",
      [("Heather Jansch", ["the guitarist Bert Jansch, who she later married"]),
       ("Bert Jansch", ["He was born in Glasgow"])],
      [["Heather Jansch", "spouse", "Bert Jansch"],
       ["Bert Jansch", "place of birth", "Glasgow"]]),
    K(260, "When was the director of film {0} born?", ["Christ Walking on the Water"], "8 December 1861",
      [("Christ Walking on the Water", ["directed by Georges Méliès"]),
       ("Georges Méliès", ["8 December 1861"])],
      [["Christ Walking on the Water", "director", "Georges Méliès"],
       ["Georges Méliès", "date of birth", "8 December 1861"]]),
    K(261, "What is the date of birth of {0}'s father?", ["Abdullah bin Hamad bin Isa Al Khalifa"],
      "28 January 1950",
      [("Abdullah bin Hamad bin Isa Al Khalifa",
        ["second son of the present King of Bahrain, Hamad ibn Isa Al Khalifah"]),
       ("Hamad bin Isa Al Khalifa", ["born 28 January 1950", "is the King of Bahrain"])],
      [["Abdullah bin Hamad bin Isa Al Khalifa", "father", "Hamad bin Isa Al Khalifa"],
       ["Hamad bin Isa Al Khalifa", "date of birth", "28 January 1950"]]),
    K(271, "What nationality is the director of film {0}?", ["Edelweiss Pirates (film)"], "German",
      [("Edelweiss Pirates (film)", ["directed by Niko von Glasow"]),
       ("Niko von Glasow", ["is a German film director"])],
      [["Edelweiss Pirates (film)", "director", "Niko von Glasow"],
       ["Niko von Glasow", "country of citizenship", "German"]]),
    K(272, "When did {0}'s husband die?", ["Consort Liang"], "9 April 88",
      [("Consort Liang", ["was an imperial consort to Emperor Zhang of Han"]),
       ("Emperor Zhang of Han", ["(57 – 9 April 88)"])],
      [["Consort Liang", "spouse", "Emperor Zhang of Han"],
       ["Emperor Zhang of Han", "date of death", "9 April 88"]]),
    K(275, "What is the date of death of the director of film {0}?", ["The Prince and the Dancer"],
      "8 May 1953",
      [("The Prince and the Dancer", ["directed by Richard Eichberg"]),
       ("Richard Eichberg", ["27 October 1888 – 8 May 1953"])],
      [["The Prince and the Dancer", "director", "Richard Eichberg"],
       ["Richard Eichberg", "date of death", "8 May 1953"]]),
    K(280, "When did {0}'s father die?", ["Benjamin Pierce Cheney Jr."], "July 23, 1895",
      [("Benjamin Pierce Cheney Jr.", ["the eldest child of Benjamin Pierce Cheney"]),
       ("Benjamin Pierce Cheney", ["August 12, 1815 – July 23, 1895"])],
      [["Benjamin Pierce Cheney Jr.", "father", "Benjamin Pierce Cheney"],
       ["Benjamin Pierce Cheney", "date of death", "July 23, 1895"]]),
    K(283, "When was the director of film {0} born?", ["Hum Dil De Chuke Sanam"], "24 February 1963",
      [("Hum Dil De Chuke Sanam", ["directed by Sanjay Leela Bhansali"]),
       ("Sanjay Leela Bhansali", ["born 24 February 1963"])],
      [["Hum Dil De Chuke Sanam", "director", "Sanjay Leela Bhansali"],
       ["Sanjay Leela Bhansali", "date of birth", "24 February 1963"]]),
    K(290, "Where was the director of film {0} born?", ["Vortex (1976 film)"], "Milan",
      [("Vortex (1976 film)", ["directed by Sergio Gobbi"]),
       ("Sergio Gobbi", ["born 13 May 1938 in Milan"])],
      [["Vortex (1976 film)", "director", "Sergio Gobbi"],
       ["Sergio Gobbi", "place of birth", "Milan"]]),
    K(293, "When did {0}'s father die?", ["Jordan II of Capua"], "1091",
      [("Jordan II of Capua", ["third son of Prince Jordan I of Capua"]),
       ("Jordan I of Capua", ["(after 1046 – 1091)"])],
      [["Jordan II of Capua", "father", "Jordan I of Capua"],
       ["Jordan I of Capua", "date of death", "1091"]]),
    K(296, "When did the director of film {0} die?", ["Teyzem"], "11 October 2009",
      [("Teyzem", ["directed by Halit Refiğ"]),
       ("Halit Refiğ", ["5 March 1934 – 11 October 2009"])],
      [["Teyzem", "director", "Halit Refiğ"],
       ["Halit Refiğ", "date of death", "11 October 2009"]]),
    K(305, "What is the date of death of {0}'s father?", ["Robert Petre, 8th Baron Petre"], "22 March 1713",
      [("Robert Petre, 8th Baron Petre", ["son of Robert Petre, 7th Baron Petre"]),
       ("Robert Petre, 7th Baron Petre", ["1689 – 22 March 1713"])],
      [["Robert Petre, 8th Baron Petre", "father", "Robert Petre, 7th Baron Petre"],
       ["Robert Petre, 7th Baron Petre", "date of death", "22 March 1713"]]),
    K(309, "What nationality is the director of film {0}?", ["La Yuma"], "French",
      [("La Yuma", ["directed by Florence Jaugey"]),
       ("Florence Jaugey", ["is a French movie director"])],
      [["La Yuma", "director", "Florence Jaugey"],
       ["Florence Jaugey", "country of citizenship", "French"]]),
    K(311, "What is the place of birth of {0}'s father?", ["Ștefan I. Nenițescu"], "Galați",
      [("Ștefan I. Nenițescu", ["his parents were the poet Ioan S. Nenițescu"]),
       ("Ioan S. Nenițescu", ["Born in Galați"])],
      [["Ștefan I. Nenițescu", "father", "Ioan S. Nenițescu"],
       ["Ioan S. Nenițescu", "place of birth", "Galați"]]),
    K(314, "When was the director of film {0} born?", ["Tahaan"], "8 February 1964",
      [("Tahaan", ["drama film by Santosh Sivan"]),
       ("Santosh Sivan", ["born 8 February 1964", "film director"])],
      [["Tahaan", "director", "Santosh Sivan"],
       ["Santosh Sivan", "date of birth", "8 February 1964"]]),
    K(315, "When did the director of film {0} die?", ["The Half-Way Girl"], "April 4, 1934",
      [("The Half-Way Girl", ["directed by John Francis Dillon"]),
       ("John Francis Dillon (director)", ["July 13, 1884 – April 4, 1934"])],
      [["The Half-Way Girl", "director", "John Francis Dillon (director)"],
       ["John Francis Dillon (director)", "date of death", "April 4, 1934"]]),
    K(317, "When did the director of film {0} die?", ["Claire's Knee"], "11 January 2010",
      [("Claire's Knee", ["directed by Éric Rohmer"]),
       ("Éric Rohmer", ["11 January 2010"])],
      [["Claire's Knee", "director", "Éric Rohmer"],
       ["Éric Rohmer", "date of death", "11 January 2010"]]),
    K(320, "When was the director of film {0} born?", ["Mutiny (1952 film)"], "September 4, 1908",
      [("Mutiny (1952 film)", ["directed by Edward Dmytryk"]),
       ("Edward Dmytryk", ["September 4, 1908"])],
      [["Mutiny (1952 film)", "director", "Edward Dmytryk"],
       ["Edward Dmytryk", "date of birth", "September 4, 1908"]]),
    K(324, "When did {0}'s husband die?", ["Beatrice of Coimbra"], "1492",
      [("Beatrice of Coimbra", ["Beatrice married Adolph of Cleves, Lord of Ravenstein"]),
       ("Adolph of Cleves, Lord of Ravenstein", ["1425 – 1492"])],
      [["Beatrice of Coimbra", "spouse", "Adolph of Cleves, Lord of Ravenstein"],
       ["Adolph of Cleves, Lord of Ravenstein", "date of death", "1492"]]),
    K(325, "What is the date of birth of the director of film {0}?", ["End of Watch"], "January 18, 1968",
      [("End of Watch", ["written and directed by David Ayer"]),
       ("David Ayer", ["born January 18, 1968"])],
      [["End of Watch", "director", "David Ayer"],
       ["David Ayer", "date of birth", "January 18, 1968"]]),
    K(329, "What nationality is the director of film {0}?", ["Thomas Jefferson (film)"], "American",
      [("Thomas Jefferson (film)", ["directed and produced by Ken Burns"]),
       ("Ken Burns", ["is an American filmmaker"])],
      [["Thomas Jefferson (film)", "director", "Ken Burns"],
       ["Ken Burns", "country of citizenship", "American"]]),
]

# ---------------------------------------------------------------------------
MONTHS = {m: i + 1 for i, m in enumerate(
    "january february march april may june july august september october november december".split())}
COUNTRY = {"british": "united kingdom", "american": "united states", "mexican": "mexico"}
NON_ENTITY_RELATIONS = {"date of birth", "date of death", "publication date",
                        "country of citizenship", "country"}
ABBREV = re.compile(r"(?:\b[A-Z]|\bSt|\bDr|\bMr|\bMrs|\bJr|\bSr|\bc|\bNo|\bvs|\bU\.S|\bD\.C)\.$")


def norm(s):
    s = re.sub(r"-\s+", "-", s)
    return re.sub(r"\s+", " ", s).strip().casefold()


def sentences(text):
    """Split a passage into sentences; returns [(start, end), ...] offsets."""
    out, start = [], 0
    for m in re.finditer(r"(?<=[.!?])\s+(?=[A-Z\"“(À-Ž])", text):
        piece = text[start:m.start()]
        if ABBREV.search(piece):
            continue
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(text)))
    return out


def sentence_index(text, offset):
    for k, (a, b) in enumerate(sentences(text)):
        if a <= offset < b or (offset < a and k == 0):
            return k
    return len(sentences(text)) - 1


def parse_date(s):
    s = s.strip()
    m = re.fullmatch(r"([A-Za-z]+) (\d{1,2}), (\d{3,4})", s)
    if m and m.group(1).lower() in MONTHS:
        return (int(m.group(3)), MONTHS[m.group(1).lower()], int(m.group(2)))
    m = re.fullmatch(r"(\d{1,2}) ([A-Za-z]+) (\d{1,4})", s)
    if m and m.group(2).lower() in MONTHS:
        return (int(m.group(3)), MONTHS[m.group(2).lower()], int(m.group(1)))
    m = re.fullmatch(r"(\d{1,4})", s)
    if m:
        return (int(m.group(1)), 0, 0)
    raise ValueError("cannot parse date %r" % s)


def expected_answer(spec):
    ev = spec["ev"]
    if spec["type"] == "comparison":
        (a, _, va), (b, _, vb) = ev
    else:
        (fa, _, da), (fb, _, db), (da2, _, va), (db2, _, vb) = ev
        assert (da, db) == (da2, db2), "bridge evidence order"
        a, b = fa, fb
    if spec["mode"] == "same":
        ca, cb = COUNTRY.get(va.lower(), va.lower()), COUNTRY.get(vb.lower(), vb.lower())
        return "yes" if ca == cb else "no"
    pa, pb = parse_date(va), parse_date(vb)
    if pa == pb or (pa[0] == pb[0] and (pa[1] == 0 or pb[1] == 0)):
        raise ValueError("tie or unclear order: %r %r" % (va, vb))
    first = a if pa < pb else b
    later = b if first == a else a
    return first if spec["mode"] == "first" else later


def main():
    root = find_root()
    ddir = os.path.join(root, "shared", "datasets", "2wiki")
    with open(os.path.join(ddir, "corpus.json"), encoding="utf-8") as f:
        corpus = json.load(f)
    excl = set()
    for path in (os.path.join(ddir, "questions_dev.json"),
                 os.path.join(ddir, "questions_sample.json"),
                 os.path.join(HERE, "r1-2wiki.json")):
        with open(path, encoding="utf-8") as f:
            for rec in json.load(f):
                for t, _ in rec["supporting_facts"]:
                    excl.add(t)
                for e in rec.get("evidences", []):
                    excl.add(e[0])
                    excl.add(e[2])
    excl_norm = {norm(x) for x in excl}

    titles = {}
    for i, p in enumerate(corpus):
        titles.setdefault(p["title"], []).append(i)
    order = list(range(len(corpus)))
    random.Random(SEED).shuffle(order)

    failures = []

    def fail(k, msg):
        failures.append("q%02d (pos %s): %s" % (k, SPECS_SORTED[k]["pos"], msg))

    SPECS_SORTED = sorted(SPECS, key=lambda s: s["pos"])
    used = {}
    records = []
    for k, spec in enumerate(SPECS_SORTED):
        sup_titles = [t for t, _ in spec["sup"]]
        # passages exist, unique titles, used once, not excluded
        for t in sup_titles:
            n = len(titles.get(t, []))
            if n != 1:
                fail(k, "title %r found %d times in corpus" % (t, n))
                continue
            if t in used:
                fail(k, "passage %r already used by q%02d" % (t, used[t]))
            used[t] = k
            if t in excl or norm(t) in excl_norm:
                fail(k, "passage %r is used by dev/sample/r1" % t)
        # evidence entities not excluded
        for s, r, o in spec["ev"]:
            ents = [s] if r in NON_ENTITY_RELATIONS else [s, o]
            for e in ents:
                if e in excl or norm(e) in excl_norm:
                    fail(k, "evidence entity %r is used by dev/sample/r1" % e)
        # draw positions
        start_title = corpus[order[spec["pos"]]]["title"]
        if start_title not in sup_titles:
            fail(k, "start passage %r (pos %d) is not a supporting passage" % (start_title, spec["pos"]))
        if spec["partner"] is not None:
            pt = corpus[order[spec["partner"]]]["title"]
            if pt not in sup_titles or spec["partner"] <= spec["pos"]:
                fail(k, "partner passage %r (pos %d) wrong" % (pt, spec["partner"]))
        # needles and supporting facts
        facts = []
        for t, needles in spec["sup"]:
            if len(titles.get(t, [])) != 1:
                continue
            text = corpus[titles[t][0]]["text"]
            for nd in needles:
                off = text.find(nd)
                if off < 0:
                    fail(k, "needle %r not in %r" % (nd, t))
                    continue
                fact = [t, sentence_index(text, off)]
                if fact not in facts:
                    facts.append(fact)
        # question entities must be supporting titles
        for e in spec["ents"]:
            if e not in sup_titles:
                fail(k, "question entity %r is not a supporting title" % e)
        # answer
        ans = spec["answer"]
        if spec["type"] in ("comparison", "bridge_comparison"):
            try:
                exp = expected_answer(spec)
                if exp != ans:
                    fail(k, "answer %r but stated values give %r" % (ans, exp))
            except (ValueError, AssertionError) as err:
                fail(k, str(err))
            if ans not in ("yes", "no") and ans not in spec["ents"]:
                fail(k, "answer %r is not one of the compared titles" % ans)
            for s, r, o in spec["ev"]:
                if r in NON_ENTITY_RELATIONS:
                    src = corpus[titles[s][0]]["text"] if len(titles.get(s, [])) == 1 else ""
                    if norm(o) not in norm(src):
                        fail(k, "value %r not stated in %r" % (o, s))
        else:
            texts = [norm(corpus[titles[t][0]]["text"]) for t in sup_titles if len(titles.get(t, [])) == 1]
            if not any(norm(ans) in tx for tx in texts):
                fail(k, "answer %r not stated in a supporting passage" % ans)
            if norm(ans) not in norm(corpus[titles[sup_titles[-1]][0]]["text"]):
                fail(k, "answer %r not stated in the last hop %r" % (ans, sup_titles[-1]))
        # question text, title-cased for about a third
        cap = (k % 3 == 1)
        ents = [e.title() if cap else e for e in spec["ents"]]
        question = spec["q"].format(*ents)
        answer = ans
        if cap and ans in spec["ents"]:
            answer = ans.title()
        records.append({
            "_id": hashlib.md5(("r2-2wiki|" + question).encode("utf-8")).hexdigest(),
            "type": spec["type"],
            "question": question,
            "answer": answer,
            "answer_id": None,
            "entity_ids": "",
            "evidences": [list(e) for e in spec["ev"]],
            "evidences_id": [],
            "supporting_facts": facts,
            "source": SOURCE.format(pos=spec["pos"]),
            "source_index": k,
        })

    counts = {}
    for r in records:
        counts[r["type"]] = counts.get(r["type"], 0) + 1
    for t, q in QUOTA.items():
        if counts.get(t, 0) != q:
            failures.append("type %s: %d questions, quota %d" % (t, counts.get(t, 0), q))
    if len({r["question"] for r in records}) != len(records):
        failures.append("duplicate question text")
    if len({r["_id"] for r in records}) != len(records):
        failures.append("duplicate _id")

    out = os.path.join(HERE, "r2-2wiki.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(records, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("wrote %s (%d questions)" % (out, len(records)))
    for t in QUOTA:
        print("  %-18s %d" % (t, counts.get(t, 0)))
    print("  title-cased        %d" % sum(1 for k in range(len(records)) if k % 3 == 1))
    if failures:
        print("FAILED CHECKS (%d):" % len(failures))
        for m in failures:
            print("  " + m)
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
