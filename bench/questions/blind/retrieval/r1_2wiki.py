"""Blind held-out 2WikiMultiHopQA-style questions (r1) over the 2Wiki protocol corpus.

How the entities were drawn
---------------------------
* Candidate start passages: the corpus (../shared/datasets/2wiki/corpus.json, 6,119 passages)
  shuffled with ``random.Random(35).shuffle(list(range(len(corpus))))``; the walk goes through
  that order from rank 0 (``--walk A B`` prints ranks A..B-1 with the corpus titles each passage
  names, the aid used to judge them by hand).
* Each passage, in rank order, was kept for the first question type (priority: inference,
  bridge_comparison, compositional, comparison) that it supports and whose quota was not yet
  full; the supporting passages and evidence entities of questions_dev.json and
  questions_sample.json are never used, and a passage is used by one question only.
  Candidates at ranks 0-363 fill every quota; after rank 363 only in-law candidates were sought
  (the last one is at rank 684).
  - inference: the passage names a parent / spouse that has a passage titled with that name,
    which names that person's parent. Quota 10, split 7 grandparent + 3 in-law (first
    candidates of each kind in rank order; later grandparent candidates fell to compositional).
  - bridge_comparison: a film passage naming its director, the director having a passage with
    a birth/death date or nationality; consecutive candidates are paired. Quota 13.
  - compositional: film -> director/composer, song -> performer, person -> father/mother/spouse,
    the second passage stating the asked attribute. Quota 45.
  - comparison: a passage that supports none of the above but states a comparable fact (date of
    birth, release year, nationality, country); consecutive candidates of one kind (person,
    film, place) are paired, at most 5 person pairs. Quota 12.
* Passages whose fact was ambiguous were skipped (see the report printed by --notes).

Running this file checks every question (titles exist and are unique in the corpus, each needle
is in its passage, the answer is stated in a supporting passage, no dev/sample entity is reused,
no passage is used twice), computes the sentence indexes, writes r1-2wiki.json next to this file
and prints the count per type.
"""
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..', '..', '..', '..', 'shared', 'datasets', '2wiki')
if not os.path.isdir(DATA):
    DATA = '/work/shared/datasets/2wiki'
OUT = os.path.join(HERE, 'r1-2wiki.json')
SEED = 35


def tc(title):
    """2Wiki's title casing of an entity name (str.title: "Lothair Ii", "God'S Gift To Women")."""
    return title.title()


# Each question: type, start rank(s) in the seed-35 order, question template ({0}, {1}: tc() of
# the start titles), answer, facts [(title, needle)] where needle is text of the sentence that
# states the fact, evidences.
Q = []


def add(typ, ranks, template, names, answer, facts, evidences):
    Q.append(dict(type=typ, ranks=ranks, template=template, names=names, answer=answer,
                  facts=facts, evidences=evidences))


# ----------------------------------------------------------------- compositional (45)
C = 'compositional'
add(C, [28], "When did {0}'s father die?", ['Catherine of Thouars'], '13 April 1213',
    [('Catherine of Thouars', 'third husband Guy of Thouars'), ('Guy of Thouars', 'died 13 April 1213')],
    [['Catherine of Thouars', 'father', 'Guy of Thouars'], ['Guy of Thouars', 'date of death', '13 April 1213']])
add(C, [39], "Where did {0}'s father die?", ['Leopoldo Torre Nilsson'], 'Buenos Aires',
    [('Leopoldo Torre Nilsson', 'son of Argentine pioneer film director Leopoldo Torres Ríos'),
     ('Leopoldo Torres Ríos', 'in his native Buenos Aires')],
    [['Leopoldo Torre Nilsson', 'father', 'Leopoldo Torres Ríos'], ['Leopoldo Torres Ríos', 'place of death', 'Buenos Aires']])
add(C, [63], "What is the date of death of {0}'s father?", ['Fujiwara no Junshi'], '31 July 989',
    [('Fujiwara no Junshi', 'daughter of regent Fujiwara no Yoritada'), ('Fujiwara no Yoritada', '31 July 989')],
    [['Fujiwara no Junshi', 'father', 'Fujiwara no Yoritada'], ['Fujiwara no Yoritada', 'date of death', '31 July 989']])
add(C, [67], "Where was the composer of film {0} born?", ['Pepo (film)'], 'Tbilisi',
    [('Pepo (film)', 'music composed by Aram Khachaturian'), ('Aram Khachaturian', 'Born and raised in Tbilisi')],
    [['Pepo', 'composer', 'Aram Khachaturian'], ['Aram Khachaturian', 'place of birth', 'Tbilisi']])
add(C, [85], "When was {0}'s husband born?", ['Chantal de Chevron-Villette'], '28 May 1926',
    [('Chantal de Chevron-Villette', 'was the wife of Prince Ferdinand of Bourbon-Two Sicilies, Duke of Castro'),
     ('Prince Ferdinand, Duke of Castro', '28 May 1926')],
    [['Chantal de Chevron-Villette', 'spouse', 'Prince Ferdinand, Duke of Castro'],
     ['Prince Ferdinand, Duke of Castro', 'date of birth', '28 May 1926']])
add(C, [92], "Where was the wife of {0} born?", ['Jon Sullivan'], 'Millmerran',
    [('Jon Sullivan', 'His wife, Carryn Sullivan'), ('Carryn Sullivan', 'Born at Millmerran')],
    [['Jon Sullivan', 'spouse', 'Carryn Sullivan'], ['Carryn Sullivan', 'place of birth', 'Millmerran']])
add(C, [136], "What is the date of birth of {0}'s father?", ['Prince Paul of Thurn and Taxis'], '3 November 1802',
    [('Prince Paul of Thurn and Taxis', 'third child of Maximilian Karl, 6th Prince of Thurn and Taxis'),
     ('Maximilian Karl, 6th Prince of Thurn and Taxis', '3 November 1802')],
    [['Prince Paul of Thurn and Taxis', 'father', 'Maximilian Karl, 6th Prince of Thurn and Taxis'],
     ['Maximilian Karl, 6th Prince of Thurn and Taxis', 'date of birth', '3 November 1802']])
add(C, [142], "Where was the father of {0} born?", ['Joseph Ferdinand of Bavaria'], 'Munich',
    [('Joseph Ferdinand of Bavaria', 'son of Maximilian II Emanuel'),
     ('Maximilian II Emanuel, Elector of Bavaria', 'He was born in Munich')],
    [['Joseph Ferdinand of Bavaria', 'father', 'Maximilian II Emanuel, Elector of Bavaria'],
     ['Maximilian II Emanuel, Elector of Bavaria', 'place of birth', 'Munich']])
add(C, [146], "Where did {0}'s father study?", ['Anna of Pomerania'], 'University of Greifswald',
    [('Anna of Pomerania', 'youngest daughter of Bogislaw XIII'),
     ('Bogislaw XIII, Duke of Pomerania', 'studied at the University of Greifswald')],
    [['Anna of Pomerania', 'father', 'Bogislaw XIII, Duke of Pomerania'],
     ['Bogislaw XIII, Duke of Pomerania', 'educated at', 'University of Greifswald']])
add(C, [154], "When did {0}'s father die?", ['John Caldwell (seigneur)'], '1810',
    [('John Caldwell (seigneur)', 'only son of Henry Caldwell'), ('Henry Caldwell', '1735 – 1810')],
    [['John Caldwell', 'father', 'Henry Caldwell'], ['Henry Caldwell', 'date of death', '1810']])
add(C, [160], "What is the date of death of {0}'s mother?", ['Otto I, Count of Burgundy'], '15 November 1184',
    [('Otto I, Count of Burgundy', 'second wife Beatrice I, Countess of Burgundy'),
     ('Beatrice I, Countess of Burgundy', '15 November 1184')],
    [['Otto I, Count of Burgundy', 'mother', 'Beatrice I, Countess of Burgundy'],
     ['Beatrice I, Countess of Burgundy', 'date of death', '15 November 1184']])
add(C, [179], "When did {0}'s father die?", ['Balthasar of Żagań'], '12 April 1439',
    [('Balthasar of Żagań', 'oldest son of Duke Jan I of Żagań'), ('Jan I of Żagań', '12 April 1439')],
    [['Balthasar of Żagań', 'father', 'Jan I of Żagań'], ['Jan I of Żagań', 'date of death', '12 April 1439']])
add(C, [180], "Where was the place of death of {0}'s father?", ['Anna Dorothea, Abbess of Quedlinburg'], 'Weimar',
    [('Anna Dorothea, Abbess of Quedlinburg', 'daughter of John Ernest II, Duke of Saxe-Weimar'),
     ('John Ernest II, Duke of Saxe-Weimar', '15 May 1683, in Weimar')],
    [['Anna Dorothea, Abbess of Quedlinburg', 'father', 'John Ernest II, Duke of Saxe-Weimar'],
     ['John Ernest II, Duke of Saxe-Weimar', 'place of death', 'Weimar']])
add(C, [185], "What is the date of birth of {0}'s mother?", ['Mary of Lancaster'], '2 February 1282',
    [('Mary of Lancaster', 'by his wife Maud Chaworth'), ('Maud Chaworth', '2 February 1282')],
    [['Mary of Lancaster', 'mother', 'Maud Chaworth'], ['Maud Chaworth', 'date of birth', '2 February 1282']])
add(C, [198], "Where was the director of film {0} born?", ['Killer: Dead or Alive'], 'Los Angeles, California',
    [('Killer: Dead or Alive', 'directed by Scott Shaw'), ('Scott Shaw', 'in Los Angeles, California')],
    [['Killer: Dead or Alive', 'director', 'Scott Shaw'], ['Scott Shaw', 'place of birth', 'Los Angeles, California']])
add(C, [200], "When did the director of film {0} die?", ['Raiders of Red Gap'], 'November 10, 1964',
    [('Raiders of Red Gap', 'directed by Sam Newfield'), ('Sam Newfield', 'November 10, 1964')],
    [['Raiders of Red Gap', 'director', 'Sam Newfield'], ['Sam Newfield', 'date of death', 'November 10, 1964']])
add(C, [204], "What is the date of death of {0}'s father?", ['Moritz of Limburg'], '17 October 1644',
    [('Moritz of Limburg', 'son of Hermann Otto I of Limburg'),
     ('Hermann Otto I of Limburg-Styrum', 'died on 17 October 1644')],
    [['Moritz of Limburg', 'father', 'Hermann Otto I of Limburg-Styrum'],
     ['Hermann Otto I of Limburg-Styrum', 'date of death', '17 October 1644']])
add(C, [211], "What is the date of birth of {0}'s father?", ['M. K. Muthu'], '3 June 1924',
    [('M. K. Muthu', 'eldest son of late former Tamil Nadu chief minister M. Karunanidhi'),
     ('M. Karunanidhi', '3 June 1924')],
    [['M. K. Muthu', 'father', 'M. Karunanidhi'], ['M. Karunanidhi', 'date of birth', '3 June 1924']])
add(C, [213], "Where was the director of film {0} born?", ['The Fatal Mistake'], 'Chicago, Illinois',
    [('The Fatal Mistake', 'directed by Scott R. Dunlap'), ('Scott R. Dunlap', 'born in Chicago, Illinois')],
    [['The Fatal Mistake', 'director', 'Scott R. Dunlap'], ['Scott R. Dunlap', 'place of birth', 'Chicago, Illinois']])
add(C, [214], "What nationality is the director of film {0}?", ['Tall Man Riding'], 'American',
    [('Tall Man Riding', 'directed by Lesley Selander'), ('Lesley Selander', 'was an American film director')],
    [['Tall Man Riding', 'director', 'Lesley Selander'], ['Lesley Selander', 'country of citizenship', 'American']])
add(C, [215], "What is the date of birth of the director of film {0}?", ['A Trial in Prague'], '20 June 1931',
    [('A Trial in Prague', 'directed by Zuzana Justman'), ('Zuzana Justman', 'born 20 June 1931')],
    [['A Trial in Prague', 'director', 'Zuzana Justman'], ['Zuzana Justman', 'date of birth', '20 June 1931']])
add(C, [221], "Where was the director of film {0} born?", ['His Name Is Nobody'], 'Taishan, China',
    [('His Name Is Nobody', 'directed by Karl Maka'), ('Karl Maka', 'in Taishan, China')],
    [['His Name Is Nobody', 'director', 'Karl Maka'], ['Karl Maka', 'place of birth', 'Taishan, China']])
add(C, [223], "Where was the father of {0} born?", ['Christian, Duke of Saxe-Weissenfels'], 'Halle',
    [('Christian, Duke of Saxe-Weissenfels', 'son of Johann Adolf I, Duke of Saxe- Weissenfels'),
     ('Johann Adolf I, Duke of Saxe-Weissenfels', 'in Halle')],
    [['Christian, Duke of Saxe-Weissenfels', 'father', 'Johann Adolf I, Duke of Saxe-Weissenfels'],
     ['Johann Adolf I, Duke of Saxe-Weissenfels', 'place of birth', 'Halle']])
add(C, [247], "What nationality is {0}'s husband?", ['Adelaide Herrmann'], 'French',
    [('Adelaide Herrmann', 'married to Alexander Herrmann'), ('Alexander Herrmann', 'was a French magician')],
    [['Adelaide Herrmann', 'spouse', 'Alexander Herrmann'], ['Alexander Herrmann', 'country of citizenship', 'French']])
add(C, [250], "When did {0}'s father die?", ['Henry Somerset, 2nd Earl of Worcester'], '15 March 1526',
    [('Henry Somerset, 2nd Earl of Worcester', 'son of Charles Somerset, 1st Earl of Worcester'),
     ('Charles Somerset, 1st Earl of Worcester', '15 March 1526')],
    [['Henry Somerset, 2nd Earl of Worcester', 'father', 'Charles Somerset, 1st Earl of Worcester'],
     ['Charles Somerset, 1st Earl of Worcester', 'date of death', '15 March 1526']])
add(C, [256], "When was the director of film {0} born?", ['Strangers of the Evening'], 'November 18, 1901',
    [('Strangers of the Evening', 'directed by H. Bruce Humberstone'), ('H. Bruce Humberstone', 'November 18, 1901')],
    [['Strangers of the Evening', 'director', 'H. Bruce Humberstone'], ['H. Bruce Humberstone', 'date of birth', 'November 18, 1901']])
add(C, [262], "Where did the director of film {0} die?", ['A Little Sister of Everybody'], 'Los Angeles, California',
    [('A Little Sister of Everybody', 'directed by Robert Thornby'), ('Robert Thornby', 'died in Los Angeles, California')],
    [['A Little Sister of Everybody', 'director', 'Robert Thornby'], ['Robert Thornby', 'place of death', 'Los Angeles, California']])
add(C, [263], "What is the award that the director of film {0} received?", ["Man's Favorite Sport?"], 'Honorary Academy Award',
    [("Man's Favorite Sport?", 'directed and produced by Howard Hawks'), ('Howard Hawks', 'awarded an Honorary Academy Award')],
    [["Man's Favorite Sport?", 'director', 'Howard Hawks'], ['Howard Hawks', 'award received', 'Honorary Academy Award']])
add(C, [268], "What nationality is the director of film {0}?", ['Licenza premio'], 'Austrian',
    [('Licenza premio', 'directed by Max Neufeld'), ('Max Neufeld', 'was an Austrian film director')],
    [['Licenza premio', 'director', 'Max Neufeld'], ['Max Neufeld', 'country of citizenship', 'Austrian']])
add(C, [270], "Where was the director of film {0} born?", ['Wolves of the North'], 'Dundee, Scotland',
    [('Wolves of the North', 'directed by and starring William Duncan'), ('William Duncan (actor)', 'born in Dundee, Scotland')],
    [['Wolves of the North', 'director', 'William Duncan'], ['William Duncan', 'place of birth', 'Dundee, Scotland']])
add(C, [273], "When did {0}'s father die?", ['Henry VIII of Legnica'], '2 June 1364',
    [('Henry VIII of Legnica', 'fourth of Wenceslaus I, Duke of Legnica'), ('Wenceslaus I of Legnica', '2 June 1364')],
    [['Henry VIII of Legnica', 'father', 'Wenceslaus I of Legnica'], ['Wenceslaus I of Legnica', 'date of death', '2 June 1364']])
add(C, [274], "Where did the director of film {0} die?", ['The First Day of Freedom'], 'Naples, Florida',
    [('The First Day of Freedom', 'directed by Aleksander Ford'), ('Aleksander Ford', 'Naples, Florida')],
    [['The First Day of Freedom', 'director', 'Aleksander Ford'], ['Aleksander Ford', 'place of death', 'Naples, Florida']])
add(C, [275], "When was {0}'s father born?", ['Lord Patrick Crichton-Stuart'], '25 September 1767',
    [('Lord Patrick Crichton-Stuart', 'second son of John Stuart, Lord Mount Stuart'),
     ('John Stuart, Lord Mount Stuart', '25 September 1767')],
    [['Lord Patrick Crichton-Stuart', 'father', 'John Stuart, Lord Mount Stuart'],
     ['John Stuart, Lord Mount Stuart', 'date of birth', '25 September 1767']])
add(C, [285], "When did the director of film {0} die?", ['Quax in Africa'], 'January 13, 1969',
    [('Quax in Africa', 'directed by Helmut Weiss'), ('Helmut Weiss', 'January 13, 1969')],
    [['Quax in Africa', 'director', 'Helmut Weiss'], ['Helmut Weiss', 'date of death', 'January 13, 1969']])
add(C, [290], "Who is the mother of the director of film {0}?", ['Citizen USA: A 50 State Road Trip'], 'Nancy Pelosi',
    [('Citizen USA: A 50 State Road Trip', 'directed by Alexandra Pelosi'), ('Alexandra Pelosi', 'daughter of the Speaker')],
    [['Citizen USA: A 50 State Road Trip', 'director', 'Alexandra Pelosi'], ['Alexandra Pelosi', 'mother', 'Nancy Pelosi']])
add(C, [293], "When was the director of film {0} born?", ['The Lady Takes a Flyer'], 'October 14, 1916',
    [('The Lady Takes a Flyer', 'directed by Jack Arnold'), ('Jack Arnold (director)', 'October 14, 1916')],
    [['The Lady Takes a Flyer', 'director', 'Jack Arnold'], ['Jack Arnold', 'date of birth', 'October 14, 1916']])
add(C, [309], "What is the date of death of the director of film {0}?", ['Vente a Alemania, Pepe'], '30 November 1979',
    [('Vente a Alemania, Pepe', 'directed by Pedro Lazaga'), ('Pedro Lazaga', '30 November 1979')],
    [['Vente a Alemania, Pepe', 'director', 'Pedro Lazaga'], ['Pedro Lazaga', 'date of death', '30 November 1979']])
add(C, [313], "When did the director of film {0} die?", ['Romanoff and Juliet (1961 film)'], '28 March 2004',
    [('Romanoff and Juliet (1961 film)', 'Peter Ustinov wrote the screenplay, directed'), ('Peter Ustinov', '28 March 2004')],
    [['Romanoff and Juliet', 'director', 'Peter Ustinov'], ['Peter Ustinov', 'date of death', '28 March 2004']])
add(C, [316], "Which country the director of film {0} is from?", ['The Planet of Junior Brown'], 'Canadian',
    [('The Planet of Junior Brown', 'Directed by Clement Virgo'), ('Clement Virgo', 'is a Canadian film')],
    [['The Planet of Junior Brown', 'director', 'Clement Virgo'], ['Clement Virgo', 'country of citizenship', 'Canadian']])
add(C, [327], "When was the performer of song {0} born?", ['The Best Side of Life'], 'June 13, 1980',
    [('The Best Side of Life', 'German recording artist Sarah Connor'), ('Sarah Connor (singer)', 'June 13, 1980')],
    [['The Best Side of Life', 'performer', 'Sarah Connor'], ['Sarah Connor', 'date of birth', 'June 13, 1980']])
add(C, [334], "When did the director of film {0} die?", ["The Crime Doctor's Courage"], 'March 15, 1991',
    [("The Crime Doctor's Courage", 'directed by George Sherman'), ('George Sherman', 'March 15, 1991')],
    [["The Crime Doctor's Courage", 'director', 'George Sherman'], ['George Sherman', 'date of death', 'March 15, 1991']])
add(C, [338], "What is the date of birth of the director of film {0}?", ['Buckaroo from Powder River'], 'September 25, 1902',
    [('Buckaroo from Powder River', 'directed by Ray Nazarro'), ('Ray Nazarro', 'September 25, 1902')],
    [['Buckaroo from Powder River', 'director', 'Ray Nazarro'], ['Ray Nazarro', 'date of birth', 'September 25, 1902']])
add(C, [351], "When did {0}'s father die?", ['Archambaud VIII of Bourbon'], '18 January 1216',
    [('Archambaud VIII of Bourbon', 'His parents were Guy II of Dampierre'), ('Guy II of Dampierre', 'died 18 January 1216')],
    [['Archambaud VIII of Bourbon', 'father', 'Guy II of Dampierre'], ['Guy II of Dampierre', 'date of death', '18 January 1216']])
add(C, [362], "Where was the performer of song {0} born?", ['Evolution (Ayumi Hamasaki song)'], 'Fukuoka',
    [('Evolution (Ayumi Hamasaki song)', 'Japanese recording artist and lyricist Ayumi Hamasaki'),
     ('Ayumi Hamasaki', 'Born and raised in Fukuoka')],
    [['Evolution', 'performer', 'Ayumi Hamasaki'], ['Ayumi Hamasaki', 'place of birth', 'Fukuoka']])
add(C, [363], "When did the composer of film {0} die?", ['Amarajeevi (1965 film)'], '2002',
    [('Amarajeevi (1965 film)', 'musical score by Vijaya Bhaskar'), ('Vijaya Bhaskar', '1924–2002')],
    [['Amarajeevi', 'composer', 'Vijaya Bhaskar'], ['Vijaya Bhaskar', 'date of death', '2002']])

# ----------------------------------------------------------------- comparison (12)
P = 'comparison'
add(P, [1, 4], "Who was born first, {0} or {1}?", ['Donald May', 'Frank Tuttle'], 'Frank Tuttle',
    [('Donald May', 'born February 22, 1927'), ('Frank Tuttle', 'August 6, 1892')],
    [['Donald May', 'date of birth', 'February 22, 1927'], ['Frank Tuttle', 'date of birth', 'August 6, 1892']])
add(P, [6, 9], "Are {0} and {1} of the same nationality?", ['Henry Caldwell Cook', 'Lord George Cavendish (1810–1880)'], 'yes',
    [('Henry Caldwell Cook', 'was a British educator'), ('Lord George Cavendish (1810–1880)', 'was a British nobleman')],
    [['Henry Caldwell Cook', 'country of citizenship', 'British'], ['Lord George Cavendish', 'country of citizenship', 'British']])
add(P, [10, 12], "Who was born later, {0} or {1}?", ['Zoran Švonja', 'Francis Alexander Durivage'], 'Zoran Švonja',
    [('Zoran Švonja', 'born 4 October 1995'), ('Francis Alexander Durivage', '1814–1881')],
    [['Zoran Švonja', 'date of birth', '4 October 1995'], ['Francis Alexander Durivage', 'date of birth', '1814']])
add(P, [11, 16], "Are {0} and {1} located in the same country?", ['Krasnoye, Krasninsky District, Lipetsk Oblast', 'Dameh'], 'no',
    [('Krasnoye, Krasninsky District, Lipetsk Oblast', 'Lipetsk Oblast, Russia'), ('Dameh', 'Khuzestan Province, Iran')],
    [['Krasnoye, Krasninsky District, Lipetsk Oblast', 'country', 'Russia'], ['Dameh', 'country', 'Iran']])
add(P, [13, 15], "Do {0} and {1} share the same nationality?", ['Edward F. Reilly', 'Bruce Robinson'], 'no',
    [('Edward F. Reilly', 'was an American lawyer'), ('Bruce Robinson', 'is an English director')],
    [['Edward F. Reilly', 'country of citizenship', 'American'], ['Bruce Robinson', 'country of citizenship', 'English']])
add(P, [17, 62], "Are {0} and {1} both located in the same country?", ['NTNU University Museum', 'Deep River Park, North Carolina'], 'no',
    [('NTNU University Museum', 'Norwegian university museums'), ('Deep River Park, North Carolina', 'Lee County, North Carolina, USA')],
    [['NTNU University Museum', 'country', 'Norway'], ['Deep River Park, North Carolina', 'country', 'USA']])
add(P, [18, 20], "Who is younger, {0} or {1}?", ['Yan Liang (handballer)', 'Sally Grosvenor, Duchess of Westminster'], 'Yan Liang (Handballer)',
    [('Yan Liang (handballer)', 'born 23 January 1985'), ('Sally Grosvenor, Duchess of Westminster', '1909 – 30 May 1990')],
    [['Yan Liang', 'date of birth', '23 January 1985'], ['Sally Grosvenor, Duchess of Westminster', 'date of birth', '1909']])
add(P, [25, 29], "Which film came out first, {0} or {1}?", ['Ultimo tango a Zagarol', 'The Birth of a Race'], 'The Birth Of A Race',
    [('Ultimo tango a Zagarol', 'is a 1973 Italian comedy film'), ('The Birth of a Race', 'is a 1918 American silent drama film')],
    [['Ultimo tango a Zagarol', 'publication date', '1973'], ['The Birth of a Race', 'publication date', '1918']])
add(P, [32, 34], "Which film was released more recently, {0} or {1}?", ['Pellaina Kothalo', 'Hotel Reserve'], 'Pellaina Kothalo',
    [('Pellaina Kothalo', 'is a 2006 Telugu film'), ('Hotel Reserve', 'is a 1944 spy film')],
    [['Pellaina Kothalo', 'publication date', '2006'], ['Hotel Reserve', 'publication date', '1944']])
add(P, [57, 79], "Which film came out earlier, {0} or {1}?", ["Karla's World", 'OSS 117: Cairo, Nest of Spies'], 'Oss 117: Cairo, Nest Of Spies',
    [("Karla's World", 'is a 2007 Danish movie'), ('OSS 117: Cairo, Nest of Spies', 'is a 2006 French spy comedy film')],
    [["Karla's World", 'publication date', '2007'], ['OSS 117: Cairo, Nest of Spies', 'publication date', '2006']])
add(P, [90, 91], "Which film was released first, {0} or {1}?", ['Just Friends', 'Muhwagwa'], 'Muhwagwa',
    [('Just Friends', 'is a 2005 American Christmas comedy film'), ('Muhwagwa', 'is a 1935 Korean film')],
    [['Just Friends', 'publication date', '2005'], ['Muhwagwa', 'publication date', '1935']])
add(P, [105, 108], "Are {0} and {1} from the same country?", ['Mi preferida', 'Fist of Fury II'], 'no',
    [('Mi preferida', 'is a 1950 Mexican film'), ('Fist of Fury II', 'is a 1977 Hong Kong kung fu film')],
    [['Mi preferida', 'country of origin', 'Mexico'], ['Fist of Fury II', 'country of origin', 'Hong Kong']])

# ----------------------------------------------------------------- bridge_comparison (13)
B = 'bridge_comparison'


def bridge(ranks, template, films, dirs, answer, needles, rel, vals):
    facts = [(films[0], needles[0]), (films[1], needles[1]), (dirs[0], needles[2]), (dirs[1], needles[3])]
    ev = [[films[0], 'director', dirs[0]], [films[1], 'director', dirs[1]],
          [dirs[0], rel, vals[0]], [dirs[1], rel, vals[1]]]
    add(B, ranks, template, films, answer, facts, ev)


bridge([7, 19], "Do both films {0} and {1} have the directors from the same country?",
       ['Raitu Kutumbam', 'Greencastle (film)'], ['Tatineni Rama Rao', 'Koran Dunbar'], 'no',
       ['directed by Tatineni Rama Rao', 'starring Koran Dunbar', 'is a prolific Indian filmmaker', 'is an American actor'],
       'country of citizenship', ['Indian', 'American'])
bridge([21, 22], "Which film has the director born later, {0} or {1}?",
       ['West of Shanghai', 'The Korean Wedding Chest'], ['John Farrow', 'Ulrike Ottinger'], 'The Korean Wedding Chest',
       ['directed by John Farrow', 'directed by Ulrike Ottinger', '10 February 1904', 'born 6 June 1942'],
       'date of birth', ['10 February 1904', '6 June 1942'])
bridge([27, 46], "Which film has the director who was born earlier, {0} or {1}?",
       ['Bollywood Calling', 'Second Youth (1938 film)'], ['Nagesh Kukunoor', 'Michał Waszyński'], 'Second Youth (1938 Film)',
       ['directed by Nagesh Kukunoor', 'directed by Michał Waszyński', 'born 30 March 1967', '29 September 1904'],
       'date of birth', ['30 March 1967', '29 September 1904'])
bridge([48, 51], "Which film has the director who died first, {0} or {1}?",
       ["Tomorrow's Children", 'Riders of the Sage'], ['Crane Wilbur', 'Harry S. Webb'], 'Riders Of The Sage',
       ['directed by Crane Wilbur', 'directed by Harry S. Webb', 'October 18, 1973', 'July 4, 1959'],
       'date of death', ['October 18, 1973', 'July 4, 1959'])
bridge([53, 54], "Which film whose director was born first, {0} or {1}?",
       ['Strangers of the Night', "My Wife's Best Friend"], ['Fred Niblo', 'Richard Sale (director)'], 'Strangers Of The Night',
       ['directed by Fred Niblo', 'directed by Richard Sale', 'January 6, 1874', 'December 17, 1911'],
       'date of birth', ['January 6, 1874', 'December 17, 1911'])
bridge([68, 86], "Are both directors of films {0} and {1} from the same country?",
       ['On Body and Soul', 'The Red Eagle'], ['Ildikó Enyedi', 'Wisit Sasanatieng'], 'no',
       ['directed by Ildikó Enyedi', 'directed and written by Wisit Sasanatieng', 'is a Hungarian film director', 'is a Thai film director'],
       'country of citizenship', ['Hungarian', 'Thai'])
bridge([99, 112], "Which film has the director who died later, {0} or {1}?",
       ['Shock Treatment (1973 film)', 'We Make Music'], ['Alain Jessua', 'Helmut Käutner'], 'Shock Treatment (1973 Film)',
       ['directed by Alain Jessua', 'directed by Helmut Käutner', '30 November 2017', 'died 20 April 1980'],
       'date of death', ['30 November 2017', '20 April 1980'])
bridge([116, 123], "Which film has the director who is older, {0} or {1}?",
       ['The Palace of Angels', 'A Yank in the R.A.F.'], ['Walter Hugo Khouri', 'Henry King (director)'], 'A Yank In The R.A.F.',
       ['directed by Walter Hugo Khouri', 'directed by Henry King', '21 October 1929', 'January 24, 1886'],
       'date of birth', ['21 October 1929', 'January 24, 1886'])
bridge([138, 145], "Which film whose director is younger, {0} or {1}?",
       ['Reverse (film)', 'Racing Extinction'], ['Borys Lankosz', 'Louie Psihoyos'], 'Reverse (Film)',
       ['directed by Borys Lankosz', 'director Louie Psihoyos', 'born 31 March 1973', 'born April 15, 1957'],
       'date of birth', ['31 March 1973', 'April 15, 1957'])
bridge([157, 158], "Do director of film {0} and director of film {1} have the same nationality?",
       ['Naagapanchami', 'Sainikudu'], ['J. Sasikumar', 'Gunasekhar'], 'yes',
       ['directed by J. Sasikumar', 'directed by Gunasekhar', 'was an Indian film director', 'is an Indian film director'],
       'country of citizenship', ['Indian', 'Indian'])
bridge([178, 182], "Which film has the director who died earlier, {0} or {1}?",
       ['That Nazty Nuisance', 'Spy of Napoleon'], ['Glenn Tryon', 'Maurice Elvey'], 'Spy Of Napoleon',
       ['directed by Glenn Tryon', 'directed by Maurice Elvey', 'April 18, 1970', '28 August 1967'],
       'date of death', ['April 18, 1970', '28 August 1967'])
bridge([183, 189], "Which film has the director who was born first, {0} or {1}?",
       ['I Cover the Underworld', 'Sugar, Honey and Pepper'], ['R. G. Springsteen', 'Sergio Martino'], 'I Cover The Underworld',
       ['directed by R. G. Springsteen', 'directed by Sergio Martino', 'September 8, 1904', 'born 19 July 1938'],
       'date of birth', ['September 8, 1904', '19 July 1938'])
bridge([194, 197], "Do both films, {0} and {1}, have the directors who are from the same country?",
       ['Gladiators Seven', 'Il Diavolo in convento'], ['Alberto De Martino', 'Nunzio Malasomma'], 'yes',
       ['directed by Alberto De Martino', 'directed by Nunzio Malasomma', 'was an Italian film director', 'was an Italian film director'],
       'country of citizenship', ['Italian', 'Italian'])

# ----------------------------------------------------------------- inference (10)
I = 'inference'
add(I, [5], "Who is the paternal grandfather of {0}?", ['John, Count of Brienne'], 'Walter III of Brienne',
    [('John, Count of Brienne', 'eldest son of Walter IV of Brienne'), ('Walter IV, Count of Brienne', 'son of Walter III of Brienne')],
    [['John, Count of Brienne', 'father', 'Walter IV, Count of Brienne'], ['Walter IV, Count of Brienne', 'father', 'Walter III of Brienne']])
add(I, [40], "Who is the maternal grandmother of {0}?", ['Prince Ferdinand of Bavaria'], 'Isabella II of Spain',
    [('Prince Ferdinand of Bavaria', 'Infanta María de la Paz of Spain'), ('Infanta María de la Paz of Spain', 'A daughter of Queen Isabella II of Spain')],
    [['Prince Ferdinand of Bavaria', 'mother', 'Infanta María de la Paz of Spain'], ['Infanta María de la Paz of Spain', 'mother', 'Isabella II of Spain']])
add(I, [45], "Who is {0}'s maternal grandfather?", ['Prince Dmitri Alexandrovich of Russia'], 'Alexander III of Russia',
    [('Prince Dmitri Alexandrovich of Russia', 'Grand Duchess Xenia Alexandrovna of Russia'),
     ('Grand Duchess Xenia Alexandrovna of Russia', 'Tsar Alexander III of Russia')],
    [['Prince Dmitri Alexandrovich of Russia', 'mother', 'Grand Duchess Xenia Alexandrovna of Russia'],
     ['Grand Duchess Xenia Alexandrovna of Russia', 'father', 'Alexander III of Russia']])
add(I, [56], "Who is the paternal grandfather of {0}?", ['Reginald I of Guelders'], 'Gerard III, Count of Guelders',
    [('Reginald I of Guelders', 'son of Otto II, Count of Guelders'), ('Otto II, Count of Guelders', 'son of Gerard III, Count of Guelders')],
    [['Reginald I of Guelders', 'father', 'Otto II, Count of Guelders'], ['Otto II, Count of Guelders', 'father', 'Gerard III, Count of Guelders']])
add(I, [95], "Who is {0}'s paternal grandfather?", ['Filippa Fleming'], 'Joakim Fleming',
    [('Filippa Fleming', 'She was born to Erik Fleming'), ('Erik Fleming (councilor)', 'nobleman Joakim Fleming')],
    [['Filippa Fleming', 'father', 'Erik Fleming'], ['Erik Fleming', 'father', 'Joakim Fleming']])
add(I, [102], "Who is the paternal grandfather of {0}?", ['Julia Livia'], 'Tiberius',
    [('Julia Livia', 'daughter of Drusus Julius Caesar'), ('Drusus Julius Caesar', 'was the son of Emperor Tiberius')],
    [['Julia Livia', 'father', 'Drusus Julius Caesar'], ['Drusus Julius Caesar', 'father', 'Tiberius']])
add(I, [125], "Who is the paternal grandmother of {0}?", ['Amalia of Cleves'], 'Mathilde of Hesse',
    [('Amalia of Cleves', 'child of John III, Duke of Cleves'), ('John III, Duke of Cleves', 'Mathilde of Hesse')],
    [['Amalia of Cleves', 'father', 'John III, Duke of Cleves'], ['John III, Duke of Cleves', 'mother', 'Mathilde of Hesse']])
add(I, [168], "Who is the father-in-law of {0}?", ['Maria of Bulgaria, Latin Empress'], 'Baldwin V, Count of Hainaut',
    [('Maria of Bulgaria, Latin Empress', 'Empress consort of Henry of Flanders'), ('Henry of Flanders', 'son of Baldwin V, Count of Hainaut')],
    [['Maria of Bulgaria, Latin Empress', 'spouse', 'Henry of Flanders'], ['Henry of Flanders', 'father', 'Baldwin V, Count of Hainaut']])
add(I, [615], "Who is {0}'s father-in-law?", ['Infanta Blanca of Spain'], 'Archduke Karl Salvator of Austria',
    [('Infanta Blanca of Spain', 'she married Archduke Leopold Salvator of Austria'),
     ('Archduke Leopold Salvator of Austria', 'son of Archduke Karl Salvator of Austria')],
    [['Infanta Blanca of Spain', 'spouse', 'Archduke Leopold Salvator of Austria'],
     ['Archduke Leopold Salvator of Austria', 'father', 'Archduke Karl Salvator of Austria']])
add(I, [684], "Who is the mother-in-law of {0}?", ['Yolande of Dreux, Duchess of Burgundy'], 'Alice de Vergy',
    [('Yolande of Dreux, Duchess of Burgundy', 'first wife of Hugh IV of Burgundy'), ('Hugh IV, Duke of Burgundy', 'Alice de Vergy')],
    [['Yolande of Dreux, Duchess of Burgundy', 'spouse', 'Hugh IV, Duke of Burgundy'], ['Hugh IV, Duke of Burgundy', 'mother', 'Alice de Vergy']])

NOTES = """Skipped while walking the order (fact ambiguous or not stated cleanly):
  #119 Mimi (song): the song is sung by Maurice Chevalier in the film and later performed by
       Sergio Franchi, so 'the performer' is ambiguous.
  #245 Toda of Pamplona: her mother's passage gives only 'c. 848' and no clean second-hop fact.
  #299 Waspman: performed by The Who (no passage), only credited to Keith Moon.
  #315 Walfredo de los Reyes: three children named, so 'the child' is ambiguous.
  #336 Gulfem Hatun: her son Sehzade Murad is not the Sehzade Murad of the corpus passage
       (a namesake, son of Sehzade Ahmet).
  #312 Summer Skin (film): its director's passage (Leopoldo Torre Nilsson) was already used.
  #163 Louie Psihoyos: already used as a second hop.
Kept but worth knowing:
  2wiki-r1-75 (Filippa Fleming): her passage calls her 'the sister of Joakim Fleming'; her
       paternal grandfather (Erik Fleming's father) is a namesake, also Joakim Fleming.
  2wiki-r1-39: the passage states 'Canadian', so the answer to 'Which country ... is from?' is
       written as stated.
  Peter Ustinov, Charles Somerset, John Farrow, Henry King: the corpus text runs the two dates
       together ('16 April 192128 March 2004'); the dates are still stated.
Titles whose passage mentions a same-named but different entity (the links the matcher proposed
were wrong and rejected): 'Otto I' (Eadgyth, Matilda of Quedlinburg), 'George I' (Olga
Constantinovna), 'Charles I' (Anna von Schweidnitz), 'Henry Caldwell' vs Henry Caldwell Cook.
"""


# ---------------------------------------------------------------------------------------------
ABBREV = {'Mr', 'Mrs', 'Ms', 'Dr', 'St', 'Jr', 'Sr', 'Co', 'Inc', 'Ltd', 'vs', 'No', 'Mt', 'Gen', 'Col', 'Lt', 'Sgt',
          'c', 'ca', 'bap', 'b', 'd', 'fl', 'r'}


def split_sents(text):
    """Sentences roughly as 2Wiki splits them: at . ! ? before a capital, not after an initial."""
    out, start = [], 0
    for m in re.finditer(r'[.!?]\s+(?=[A-Z0-9"\u201c(])', text):
        word = re.search(r'(\S+)$', text[start:m.start()])
        last = word.group(1).lstrip('("') if word else ''
        if text[m.start()] == '.' and (re.fullmatch(r'[A-Za-z]|([A-Za-z]\.)+[A-Za-z]?', last) or last in ABBREV):
            continue
        out.append(text[start:m.end()].strip())
        start = m.end()
    if text[start:].strip():
        out.append(text[start:].strip())
    return out


def load():
    corpus = json.load(open(os.path.join(DATA, 'corpus.json')))
    order = list(range(len(corpus)))
    random.Random(SEED).shuffle(order)
    return corpus, order


VALUE_RELATIONS = {'country of citizenship', 'country', 'country of origin', 'date of birth', 'date of death',
                   'publication date', 'place of birth', 'place of death', 'educated at', 'cause of death',
                   'award received'}


def banned_titles():
    banned = set()
    for name in ('questions_dev.json', 'questions_sample.json'):
        path = os.path.join(DATA, name)
        if not os.path.exists(path):
            continue
        for q in json.load(open(path)):
            for t, _ in q['supporting_facts']:
                banned.add(t)
            for s, rel, o in q['evidences']:
                banned.add(s)
                if rel not in VALUE_RELATIONS:
                    banned.add(o)
    return banned


def walk(corpus, order, a, b):
    """Print ranks a..b-1 with the corpus titles (or their part before a comma) each one names."""
    def keys(t):
        base = re.sub(r'\s*\([^)]*\)$', '', t)
        ks = {base}
        core = base.split(',')[0].strip()
        if len(core.split()) >= 2:
            ks.add(core)
        return {k for k in ks if len(k) >= 6}
    idx = defaultdict(set)
    for p in corpus:
        for k in keys(p['title']):
            idx[k].add(p['title'])
    for r in range(a, b):
        p = corpus[order[r]]
        names = sorted({t for k, ts in idx.items() if k not in keys(p['title']) and k in p['text']
                        for t in ts if t != p['title']})
        print(f"#{r} {p['title']} :: {p['text'][:300]}")
        for t in names[:6]:
            print('    ->', t)


def main():
    corpus, order = load()
    if '--walk' in sys.argv:
        i = sys.argv.index('--walk')
        walk(corpus, order, int(sys.argv[i + 1]), int(sys.argv[i + 2]))
        return
    if '--notes' in sys.argv:
        print(NOTES)
        return
    text = {}
    count = Counter(p['title'] for p in corpus)
    for p in corpus:
        text[p['title']] = p['text']
    rank_of = {corpus[i]['title']: r for r, i in enumerate(order)}
    banned = banned_titles()
    errors = []
    used = Counter()
    out = []
    for n, q in enumerate(Q, 1):
        qid = f'2wiki-r1-{n:02d}'
        question = q['template'].format(*[tc(x) for x in q['names']])
        for name, r in zip(q['names'], q['ranks']):
            if rank_of.get(name) != r:
                errors.append(f'{qid}: {name!r} is at rank {rank_of.get(name)}, not {r}')
        sf = []
        seen = []
        for title, needle in q['facts']:
            if title not in text:
                errors.append(f'{qid}: title not in corpus: {title!r}')
                continue
            if count[title] != 1:
                errors.append(f'{qid}: title occurs {count[title]} times: {title!r}')
            if title in banned:
                errors.append(f'{qid}: title used by a dev/sample question: {title!r}')
            sents = split_sents(text[title])
            hit = [i for i, s in enumerate(sents) if needle in s]
            if not hit:
                errors.append(f'{qid}: needle {needle!r} not in a sentence of {title!r}')
                continue
            if title not in seen:
                seen.append(title)
                sf.append([title, hit[0]])
        for t in seen:
            used[t] += 1
        for s, rel, o in q['evidences']:
            if s in banned or (rel not in VALUE_RELATIONS and o in banned):
                errors.append(f'{qid}: evidence entity used by a dev/sample question: {s!r} / {o!r}')
        ans = q['answer']
        if q['type'] in ('compositional', 'inference'):
            if not any(ans in text[t] for t in seen):
                errors.append(f'{qid}: answer {ans!r} not stated in its supporting passages')
        elif ans not in ('yes', 'no') and ans not in [tc(x) for x in q['names']]:
            errors.append(f'{qid}: answer {ans!r} is not one of the compared entities')
        out.append({'_id': qid, 'type': q['type'], 'question': question, 'supporting_facts': sf,
                    'evidences': q['evidences'], 'answer': ans})
    for t, k in used.items():
        if k > 1:
            errors.append(f'passage used by {k} questions: {t!r}')
    if errors:
        print('\n'.join(errors))
        sys.exit(1)
    with open(OUT, 'w') as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write('\n')
    print(f'wrote {len(out)} questions to {OUT}')
    print(f'supporting passages: {sum(len(q["supporting_facts"]) for q in out)} '
          f'({len(used)} distinct), all titles found in the corpus')
    print('start ranks used (seed 35 order): max', max(r for q in Q for r in q['ranks']))
    for typ, k in sorted(Counter(q['type'] for q in out).items()):
        print(f'{typ}: {k}')


if __name__ == '__main__':
    main()
