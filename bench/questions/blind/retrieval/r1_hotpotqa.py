"""Held-out HotpotQA-style question set r1-hotpotqa (40 questions: 30 bridge, 10 comparison).

Writes r1-hotpotqa.json next to this script, in the format of
shared/datasets/hotpotqa/questions_dev.json (supporting_facts [[title, sentence index]],
level, question, context [[title, [sentences]]] with 10 passages, answer, _id, type).
Standard library only; the data is found by walking up from this file to the directory
that holds shared/datasets.

How the questions were drawn
----------------------------
titles = list(corpus) (the 994 passages of hotpotqa/corpus.json in file order);
order = list(range(len(titles))); random.Random(72).shuffle(order).  The passages were
walked in that order (rank 0, 1, 2 ...) and each was kept as the FIRST passage of a
question when it supports one whose quota (30 bridge, 10 comparison) was not yet full.
A passage "leads to" another passage when the other's title (any trailing "(...)"
removed) occurs verbatim, as a whole word, in its text; the second supporting passage is
always such a passage.  Bridge: the question is about the first passage's subject and is
answered by a fact of the second.  Comparison: the first passage's subject and the second
passage's subject (same kind of thing) are compared on a fact stated in each.  Every rank
not listed below names no other corpus title and was skipped for that reason (the title
"United (Marian Gold album)" was not counted as a link: it matches the word "United").

Kept (rank: corpus index, first passage -> second passage, type):
  r4 447 Lonely Me -> Twins (group)                               bridge
  r5 178 Creature (2011 film) -> Sid Haig                         bridge
  r9 792 Jung Joon-young -> Drug Restaurant                       bridge
  r10 659 Frozen Ever After -> Frozen (2013 film)                 bridge
  r16 748 Max Ramsay -> Neighbours                                bridge
  r20 233 Scott Buchholz -> Barnaby Joyce                         comparison
  r21 554 Peter schiesst den Vogel ab -> Geza von Cziffra         bridge
  r25 356 Biswajeet Bora -> Aisa Yeh Jahaan                       bridge
  r27 603 Freeloaders (film) -> Adam Duritz                       bridge
  r28 113 Baba Azmi -> Shabana Azmi                               bridge
  r29 171 The Devil's Rejects -> Sid Haig                         bridge
  r32 972 Ilitch Holdings -> Little Caesars                       bridge
  r33 969 Lars Ulrich -> James Hetfield                           comparison
  r39 504 Barrier Device -> Sandra Oh                             bridge
  r52 632 Tony Rombola -> Guitar World                            bridge
  r53 537 Zia McCabe -> The Dandy Warhols                         bridge
  r54 602 Glider (band) -> Counting Crows                         bridge
  r56 286 Quando m'innamoro -> Engelbert Humperdinck (singer)     bridge
  r57 258 Women's National Basketball League -> Adelaide Lightning comparison
  r58 422 Act of War: Direct Action -> Dale Brown                 bridge
  r60 595 Honey Lemon -> Big Hero 6 (film)                        bridge
  r65 369 Lee Roy Selmon's -> Lee Roy Selmon                      bridge
  r67 963 Damage, Inc. Tour -> Metallica                          bridge
  r68 209 Battle of Stamford Bridge -> Tostig Godwinson           bridge
  r78 745 Ashleigh Brewer -> Kate Ramsay                          bridge
  r82 319 Fatal Instinct (2014 film) -> Drew Fuller               bridge
  r83 54 Laie, Hawaii -> Honolulu County, Hawaii                  bridge
  r85 804 Nanhai Academy -> Chiang Kai-shek                       bridge
  r88 938 Tom Sizemore -> Natural Born Killers (soundtrack)       bridge
  r91 403 Juan Pablo Arenas -> 2007 FIFA U-20 World Cup           bridge
  r92 477 Shawfield Street -> Nigella Lawson                      bridge
  r94 529 Richard Bach -> Jonathan Livingston Seagull             bridge
  r96 624 Joel White -> E. B. White                               comparison
  r97 807 Chiang Kai-shek rifle -> Chiang Kai-shek                bridge  (bridge quota full)
  r104 526 Illusions (Bach novel) -> Jonathan Livingston Seagull  comparison
  r132 536 La Luna (Portland, Oregon) -> The Dandy Warhols        comparison
  r138 847 Atlanta (album) -> Anesthetize (Porcupine Tree)        comparison
  r163 883 Jim Mollison -> Amy Johnson                            comparison
  r199 112 Roopa Ganguly -> Shabana Azmi                          comparison
  r206 376 William Copley (South Australian politician) -> John Downer comparison (full)

Skipped although they name another corpus title (rank: reason):
  r3 Guy Griffithe: the film "WTF: World Thumb Wrestling Federation" is not the TV series.
  r9 Jung Joon-young -> Love Forecast, r74 Bari Lurie -> Clinton Foundation, r66 Wonderland
     by Night -> Engelbert Humperdinck: these pairs are dev questions' supporting pairs
     (r9 kept with its other link, Drug Restaurant; r74 and r66 have no other link).
  r16 (kept), r98, r115: "Maria" in the text is not the Counting Crows character.
  r24, r141 Tornado outbreak sequences: the link is the generic concept's definition only.
  r36 Holly Williams: "Audrey Williams" only inside her own full name.
  r56, r66: "A Man Without Love" passage is the 1966 Eurovision song, not the album named.
  r88 (kept via Natural Born Killers): "Marlboro Man" is part of a film title.
  Bridge quota full from r97 on; later passages kept only for a comparison, which needs
  the two subjects to be of one kind with the compared fact stated in each:
  r98, r151 (film / director), r99, r135 (road / person), r103, r105, r107, r108, r110,
  r113, r119, r120, r125, r128, r129, r131, r136, r139, r142, r144, r152, r156, r157, r158,
  r160, r162, r164, r168, r169, r170, r174, r176, r177, r178, r188, r195, r197, r198,
  r203: no such pair (different kinds of thing, or the first passage is a list/topic);
  r105 Scott Howell: the consultant's birth date is not given;
  r126, r140 "South Park (season 15)": the episodes are not in season 15;
  r127 Cotula coronopifolia -> Cotula: species vs its genus;
  r143 Freak the Freak Out: "Freak Out" only inside its own title;
  r149 Violin Sonata No. 3 (Hill): "Flute Sonata" is Hill's own arrangement, not Prokofiev's;
  r159 Quanta Magazine: "Science News" only inside "Simons Science News";
  r193 Rhirid Flaidd, r196 Bleddyn ap Cynfyn: Bleddyn's date is garbled (" 1073").
  r194 Flight Tribe: names the band F.I.R., not the album F.I.R.

Checks run by this script (it prints counts and every failed check):
  - order[rank] is the first passage; ranks increase; quotas 30 + 10;
  - every supporting passage is a corpus passage and the first names the second's title;
  - each supporting fact's needle occurs in that sentence, and in no other corpus passage;
  - bridge: the answer occurs in the second passage; comparison: a compared fact in each
    passage, and the answer is yes/no or names one of the two subjects;
  - no supporting pair equals a dev question's, and no question repeats a dev/sample
    question (word overlap < 0.6);
  - context: the supporting passages plus 8 distractors (none containing the answer).
"""
import hashlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 72
N_CONTEXT = 10


def find_datasets():
    d = HERE
    while True:
        cand = os.path.join(d, "shared", "datasets")
        if os.path.isdir(cand):
            return cand
        parent = os.path.dirname(d)
        if parent == d:
            sys.exit("shared/datasets not found above " + HERE)
        d = parent


# facts: (title, sentence index, needle); the first fact's title is the start passage.
B, CMP = "bridge", "comparison"
Q = [
    dict(rank=4, type=B, level="medium",
         question="Which company created the Hong Kong duo whose member released the debut album Lonely Me?",
         answer="Emperor Entertainment Group",
         facts=[("Lonely Me", 0, "debut studio album by Hong Kong cantopop singer Charlene Choi, member of the popular duo Twins"),
                ("Twins (group)", 0, "created in the summer of 2001 by Emperor Entertainment Group")]),
    dict(rank=5, type=B, level="medium",
         question="When was the Creature (2011) cast member who played Captain Spaulding in Rob Zombie's horror films born?",
         answer="July 14, 1939",
         facts=[("Creature (2011 film)", 3, "Daniel Bernhardt, and Sid Haig"),
                ("Sid Haig", 0, "Sid Haig (born July 14, 1939)"),
                ("Sid Haig", 1, "his role as Captain Spaulding in Rob Zombie's horror films")]),
    dict(rank=9, type=B, level="medium",
         question="In which city was the rock band that Jung Joon-young has fronted as lead vocalist since 2015 formed?",
         answer="Seoul",
         facts=[("Jung Joon-young", 4, "Since 2015, Jung is the lead vocalist of rock band Drug Restaurant"),
                ("Drug Restaurant", 0, "is a Korean rock band, formed in Seoul, South Korea in 2014")]),
    dict(rank=10, type=B, level="medium",
         question="Which Hans Christian Andersen fairy tale inspired the 2013 film that scenes of Epcot's Frozen Ever After ride are drawn from?",
         answer="The Snow Queen",
         facts=[("Frozen Ever After", 1, "scenes inspired by Disney's 2013 animated film \"Frozen\""),
                ("Frozen (2013 film)", 2, "Inspired by Hans Christian Andersen's fairy tale \"The Snow Queen\"")]),
    dict(rank=16, type=B, level="easy",
         question="On which network was the soap opera with the character Max Ramsay first broadcast?",
         answer="the Seven Network",
         facts=[("Max Ramsay", 0, "Max Ramsay is a fictional character from the Australian soap opera \"Neighbours\""),
                ("Neighbours", 1, "It was first broadcast on the Seven Network on 18 March 1985")]),
    dict(rank=20, type=CMP, level="easy",
         question="Are Scott Buchholz and Barnaby Joyce both Australian politicians?",
         answer="yes",
         facts=[("Scott Buchholz", 0, "Scott Andrew Buchholz (born 27 March 1968) is an Australian politician"),
                ("Barnaby Joyce", 0, "(born 17 April 1967) is an Australian politician")]),
    dict(rank=21, type=B, level="medium",
         question="What nationalities was the director of the 1959 West German film Peter schießt den Vogel ab?",
         answer="Hungarian and Austrian",
         facts=[("Peter schießt den Vogel ab", 0, "is a 1959 West German film directed by Géza von Cziffra"),
                ("Géza von Cziffra", 0, "was a Hungarian and Austrian film director and screenwriter")]),
    dict(rank=25, type=B, level="medium",
         question="Who produced India's first carbon neutral film, which was Biswajeet Bora's Bollywood directorial debut?",
         answer="Maya Kholie",
         facts=[("Biswajeet Bora", 1, "He made his directorial debut in Bollywood with the first Indian carbon neutral film \"Aisa Yeh Jahaan\""),
                ("Aisa Yeh Jahaan", 0, "directed and written by Biswajeet Bora and produced by Maya Kholie")]),
    dict(rank=27, type=B, level="medium",
         question="When was the Counting Crows lead singer who appears in the ensemble comedy Freeloaders born?",
         answer="August 1, 1964",
         facts=[("Freeloaders (film)", 2, "Counting Crows lead singer Adam Duritz"),
                ("Adam Duritz", 0, "Adam Fredric Duritz (born August 1, 1964)")]),
    dict(rank=28, type=B, level="medium",
         question="How many times did the sister of cinematographer Baba Azmi win the National Film Award for Best Actress?",
         answer="five",
         facts=[("Baba Azmi", 2, "he is not as well known as his sister Shabana Azmi"),
                ("Shabana Azmi", 3, "a record of five wins of the National Film Award for Best Actress")]),
    dict(rank=29, type=B, level="hard",
         question="Which actor who reprised his role in The Devil's Rejects played the villain Dragos on Jason of Star Command?",
         answer="Sid Haig",
         facts=[("The Devil's Rejects", 1, "with Sid Haig, Bill Moseley, and Zombie's wife Sheri Moon Zombie reprising their roles"),
                ("Sid Haig", 2, "He had a leading role on the television series \"Jason of Star Command\", as the villain Dragos")]),
    dict(rank=32, type=B, level="medium",
         question="Where does the pizza chain owned through Ilitch Holdings rank among pizza chains in the United States?",
         answer="third-largest",
         facts=[("Ilitch Holdings", 1, "The couple's privately held businesses include Little Caesars Pizza"),
                ("Little Caesars", 0, "is the third-largest pizza chain in the United States")]),
    dict(rank=33, type=CMP, level="medium",
         question="Which Metallica co-founder is older, Lars Ulrich or James Hetfield?",
         answer="James Hetfield",
         facts=[("Lars Ulrich", 0, "born December 26, 1963) is a Danish musician"),
                ("James Hetfield", 0, "James Alan Hetfield (born August 3, 1963)")]),
    dict(rank=39, type=B, level="medium",
         question="On which network's medical drama did the star of the short film Barrier Device play Cristina Yang?",
         answer="ABC",
         facts=[("Barrier Device", 1, "It stars Sandra Oh as a sex researcher"),
                ("Sandra Oh", 0, "known for her role as Cristina Yang on ABC's medical drama \"Grey's Anatomy\"")]),
    dict(rank=52, type=B, level="medium",
         question="Since when has the magazine that cited Tony Rombola as 'an extraodinaire' been published?",
         answer="July 1980",
         facts=[("Tony Rombola", 1, "has been cited as 'an extraodinaire' in the guitar world, by Guitar World magazine"),
                ("Guitar World", 0, "published since July 1980")]),
    dict(rank=53, type=B, level="easy",
         question="In which city was the band that Zia McCabe joined in 1995 formed?",
         answer="Portland, Oregon",
         facts=[("Zia McCabe", 3, "In 1995, with hardly any prior musical experience, Zia joined The Dandy Warhols"),
                ("The Dandy Warhols", 0, "formed in Portland, Oregon in 1994")]),
    dict(rank=54, type=B, level="medium",
         question="Which city is home to the rock band whose members Jim Bogios and David Immergluck created the jazz-rock combo Glider?",
         answer="Berkeley, California",
         facts=[("Glider (band)", 0, "created by Jim Bogios and David Immergluck - both members of Counting Crows"),
                ("Counting Crows", 0, "Counting Crows is an American rock band from Berkeley, California")]),
    dict(rank=56, type=B, level="medium",
         question="What was the birth name of the singer who had a UK hit with the English version of Quando m'innamoro?",
         answer="Arnold George Dorsey",
         facts=[("Quando m'innamoro", 1, "recorded as \"A Man Without Love\" by Engelbert Humperdinck, who had a UK hit with it"),
                ("Engelbert Humperdinck (singer)", 0, "Engelbert Humperdinck (born Arnold George Dorsey; 2 May 1936)")]),
    dict(rank=57, type=CMP, level="medium",
         question="Which was founded first, the Women's National Basketball League or the Adelaide Lightning?",
         answer="the Women's National Basketball League",
         facts=[("Women's National Basketball League", 2, "The league was founded in 1981"),
                ("Adelaide Lightning", 2, "The club was formed in 1993")]),
    dict(rank=58, type=B, level="medium",
         question="When was the author who wrote the story of the game Act of War: Direct Action born?",
         answer="November 2, 1956",
         facts=[("Act of War: Direct Action", 1, "features a detailed story written by Dale Brown"),
                ("Dale Brown", 0, "Dale Brown (born November 2, 1956)")]),
    dict(rank=60, type=B, level="hard",
         question="Who directed the 2014 Disney film loosely based on the Marvel superhero team that Honey Lemon is associated with?",
         answer="Don Hall and Chris Williams",
         facts=[("Honey Lemon", 1, "commonly associated with the Japanese team known as Big Hero 6"),
                ("Big Hero 6 (film)", 1, "Loosely based on the superhero team of the same name by Marvel Comics"),
                ("Big Hero 6 (film)", 2, "Directed by Don Hall and Chris Williams")]),
    dict(rank=65, type=B, level="medium",
         question="At which university did the founder of the restaurant chain Lee Roy Selmon's play college football?",
         answer="the University of Oklahoma",
         facts=[("Lee Roy Selmon's", 0, "founded in Florida by former NFL player Lee Roy Selmon"),
                ("Lee Roy Selmon", 1, "as a defensive tackle at the University of Oklahoma")]),
    dict(rank=67, type=B, level="medium",
         question="In which city is the band that went on the Damage, Inc. Tour based?",
         answer="San Rafael, California",
         facts=[("Damage, Inc. Tour", 1, "Tour was a concert tour by American thrash metal band Metallica"),
                ("Metallica", 0, "Metallica is an American heavy metal band based in San Rafael, California")]),
    dict(rank=68, type=B, level="medium",
         question="In what year was King Harold Godwinson's brother, who was killed at the Battle of Stamford Bridge, born?",
         answer="1026",
         facts=[("Battle of Stamford Bridge", 0, "and the English king's brother Tostig Godwinson"),
                ("Battle of Stamford Bridge", 1, "both Hardrada and Tostig along with most of the Norwegians were killed"),
                ("Tostig Godwinson", 0, "Tostig Godwinson ( 1026 – 25 September 1066)")]),
    dict(rank=78, type=B, level="medium",
         question="On what date did the Neighbours character played by Ashleigh Brewer make her first screen appearance?",
         answer="15 May 2009",
         facts=[("Ashleigh Brewer", 2, "Brewer played the role of Kate Ramsay in the long-running Australian soap opera \"Neighbours\""),
                ("Kate Ramsay", 2, "She made her first screen appearance during the episode broadcast on 15 May 2009")]),
    dict(rank=82, type=B, level="medium",
         question="When was the Fatal Instinct (2014) cast member best known for playing Chris Halliwell in Charmed born?",
         answer="May 19, 1980",
         facts=[("Fatal Instinct (2014 film)", 0, "Richard Burgi, Drew Fuller, Krista Allen"),
                ("Drew Fuller", 0, "Andrew Alan \"Drew\" Fuller (born May 19, 1980)"),
                ("Drew Fuller", 1, "best known for his portrayal of Chris Halliwell in the television series \"Charmed\"")]),
    dict(rank=83, type=B, level="easy",
         question="What was the former name of the county in which Laie, Hawaii is located?",
         answer="Oahu County",
         facts=[("Laie, Hawaii", 0, "Koolauloa District on the island of Oahu in Honolulu County, Hawaii"),
                ("Honolulu County, Hawaii", 0, "formerly Oahu County")]),
    dict(rank=85, type=B, level="medium",
         question="When was the leader who ordered the construction of Taipei's Nanhai Academy born?",
         answer="October 31, 1887",
         facts=[("Nanhai Academy", 1, "Chiang Kai-shek ordered its construction"),
                ("Chiang Kai-shek", 0, "Chiang Kai-shek (October 31, 1887 – April 5, 1975)")]),
    dict(rank=88, type=B, level="hard",
         question="Who produced the soundtrack of the 1994 film in which Tom Sizemore had a supporting role?",
         answer="Trent Reznor",
         facts=[("Tom Sizemore", 1, "\"Natural Born Killers\" (1994)"),
                ("Natural Born Killers (soundtrack)", 0, "produced by Trent Reznor of Nine Inch Nails")]),
    dict(rank=91, type=B, level="medium",
         question="Which country won the 2007 tournament in Canada in which Juan Pablo Arenas took part with Chile?",
         answer="Argentina",
         facts=[("Juan Pablo Arenas", 7, "he took part in the 2007 FIFA U-20 World Cup tournament with Chile in Canada"),
                ("2007 FIFA U-20 World Cup", 1, "Argentina defeated Czech Republic in the title game")]),
    dict(rank=92, type=B, level="medium",
         question="The co-owner of Shawfield House with Charles Saatchi is the daughter of a former holder of which office?",
         answer="Chancellor of the Exchequer",
         facts=[("Shawfield Street", 1, "currently owned by Charles Saatchi and wife Nigella Lawson"),
                ("Nigella Lawson", 1, "She is the daughter of Nigel Lawson, a former Chancellor of the Exchequer")]),
    dict(rank=94, type=B, level="medium",
         question="For how many weeks did Richard Bach's 1970 best-seller stay at the top of the New York Times Best Seller list?",
         answer="38",
         facts=[("Richard Bach", 1, "including \"Jonathan Livingston Seagull\" (1970)"),
                ("Jonathan Livingston Seagull", 2, "where it remained for 38 weeks")]),
    dict(rank=96, type=CMP, level="hard",
         question="Who died at an older age, Joel White or E. B. White?",
         answer="E. B. White",
         facts=[("Joel White", 4, "White died at the age of 66 in 1997"),
                ("E. B. White", 0, "(July 11, 1899 – October 1, 1985)")]),
    dict(rank=97, type=B, level="medium",
         question="The Type Zhongzheng rifle was named after a Generalissimo who led which state?",
         answer="the Republic of China",
         facts=[("Chiang Kai-shek rifle", 0, "after the Chinese Generalissimo Chiang Kai-shek"),
                ("Chiang Kai-shek", 0, "who served as the leader of the Republic of China")]),
    dict(rank=104, type=CMP, level="medium",
         question="Which Richard Bach book was published first, Illusions or Jonathan Livingston Seagull?",
         answer="Jonathan Livingston Seagull",
         facts=[("Illusions (Bach novel)", 1, "First published in 1977"),
                ("Jonathan Livingston Seagull", 1, "It was first published in 1970")]),
    dict(rank=132, type=CMP, level="medium",
         question="Which began earlier, the Portland nightclub La Luna or the band The Dandy Warhols?",
         answer="La Luna",
         facts=[("La Luna (Portland, Oregon)", 0, "was a rock-'n'-roll nightclub in Portland, Oregon, United States from 1992 to 1999"),
                ("The Dandy Warhols", 0, "formed in Portland, Oregon in 1994")]),
    dict(rank=138, type=CMP, level="hard",
         question="Which Porcupine Tree live release was recorded earlier, Atlanta or Anesthetize?",
         answer="Atlanta",
         facts=[("Atlanta (album)", 0, "recorded at the Roxy Theatre, Atlanta, United States on 29 October 2007"),
                ("Anesthetize (Porcupine Tree)", 2, "taken from two concerts given by Porcupine Tree at Tilburg, Netherlands on 15 and 16 October, at the end of the \"Fear of a Blank Planet\" tour in 2008")]),
    dict(rank=163, type=CMP, level="medium",
         question="Which pioneering aviator was born first, Jim Mollison or Amy Johnson?",
         answer="Amy Johnson",
         facts=[("Jim Mollison", 0, "(19 April 1905 – 30 October 1959)"),
                ("Amy Johnson", 0, "Amy Johnson (1 July 1903 – 5 January 1941)")]),
    dict(rank=199, type=CMP, level="medium",
         question="Which Indian actress is older, Roopa Ganguly or Shabana Azmi?",
         answer="Shabana Azmi",
         facts=[("Roopa Ganguly", 0, "born 25 November 1966) is an Indian actress"),
                ("Shabana Azmi", 0, "Shabana Azmi (born 18 September 1950)")]),
    dict(rank=206, type=CMP, level="medium",
         question="Which South Australian politician was born earlier, William Copley or John Downer?",
         answer="John Downer",
         facts=[("William Copley (South Australian politician)", 0, "William Copley (25 April 1845 – 16 September 1925)"),
                ("John Downer", 0, "(6 July 1843 – 2 August 1915)")]),
]

QUOTA = {B: 30, CMP: 10}
STOP = set("""a an the of in on at to for from by with and or is was were be been are as that which who whom whose what when where how
many much did do does its it his her their this these those into than then also not""".split())


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


def strip_article(s):
    return re.sub(r"^(the|a|an) ", "", norm(s))


def words(s):
    return [w for w in re.findall(r"[a-z0-9]+", s.lower()) if w not in STOP and len(w) > 1]


def base_title(t):
    return re.sub(r"\s*\(.*?\)\s*$", "", t).strip()


def main():
    ds = find_datasets()
    corpus = json.load(open(os.path.join(ds, "hotpotqa", "corpus.json"), encoding="utf-8"))
    dev = json.load(open(os.path.join(ds, "hotpotqa", "questions_dev.json"), encoding="utf-8"))
    sample_path = os.path.join(ds, "hotpotqa", "questions_sample.json")
    sample = json.load(open(sample_path, encoding="utf-8")) if os.path.exists(sample_path) else []
    titles = list(corpus)
    order = list(range(len(titles)))
    random.Random(SEED).shuffle(order)
    failures = []

    def fail(msg):
        failures.append(msg)

    ptext = {t: norm("".join(s)) for t, s in corpus.items()}
    dev_sets = [frozenset(t for t, _ in r.get("supporting_facts", [])) for r in dev + sample]
    other_qs = [r["question"] for r in dev + sample]

    counts = {B: 0, CMP: 0}
    last_rank = -1
    out = []
    for qn, q in enumerate(Q):
        tag = "r%d" % q["rank"]
        counts[q["type"]] += 1
        if q["rank"] <= last_rank:
            fail(tag + ": ranks not increasing")
        last_rank = q["rank"]
        sup = []
        for t, _, _ in q["facts"]:
            if t not in sup:
                sup.append(t)
        if len(sup) != 2:
            fail(tag + ": expected 2 supporting passages, got %d" % len(sup))
        first, second = sup[0], sup[-1]
        if titles[order[q["rank"]]] != first:
            fail("%s: order[rank] is %r, not %r" % (tag, titles[order[q["rank"]]], first))
        for t in sup:
            if t not in corpus:
                fail("%s: %r not in corpus" % (tag, t))
        if any(t not in corpus for t in sup):
            continue
        b = base_title(second)
        if not re.search(r"(?<!\w)" + re.escape(b) + r"(?!\w)", "".join(corpus[first])):
            fail("%s: %r does not name %r" % (tag, first, b))
        for t, k, needle in q["facts"]:
            sents = corpus[t]
            if k >= len(sents) or norm(needle) not in norm(sents[k]):
                fail("%s: needle not in [%r, %d]: %r" % (tag, t, k, needle))
            others = [u for u, txt in ptext.items() if u != t and norm(needle) in txt]
            if others:
                fail("%s: needle of %r also in %s" % (tag, t, others[:3]))
        ans = strip_article(q["answer"])
        if q["type"] == B:
            if ans not in ptext[second]:
                fail("%s: answer %r not in %r" % (tag, q["answer"], second))
        else:
            if {t for t, _, _ in q["facts"]} != set(sup):
                fail(tag + ": comparison lacks a fact in each passage")
            if ans not in ("yes", "no") and not any(ans in strip_article(t) or ans in ptext[t] for t in sup):
                fail("%s: comparison answer %r names neither subject" % (tag, q["answer"]))
        if frozenset(sup) in dev_sets:
            fail(tag + ": supporting pair is a dev question's")
        qw = set(words(q["question"]))
        for oq in other_qs:
            ow = set(words(oq))
            if qw and ow and len(qw & ow) / len(qw | ow) >= 0.6:
                fail("%s: too close to dev/sample question %r" % (tag, oq))

        # distractors: most word-overlapping passages, not supporting, not containing the answer
        qwords = set(words(q["question"]))
        scored = []
        for t in titles:
            if t in sup or (ans not in ("yes", "no") and len(ans) > 2 and ans in ptext[t]):
                continue
            s = len(qwords & set(words(t + " " + ptext[t])))
            if s:
                scored.append((-s, titles.index(t), t))
        scored.sort()
        distract = [t for _, _, t in scored[: N_CONTEXT - len(sup)]]
        if len(distract) != N_CONTEXT - len(sup):
            fail(tag + ": not enough distractors")
        ctx = sup + distract
        random.Random(SEED * 1000 + qn).shuffle(ctx)
        sf = [[t, k] for t, k, _ in q["facts"]]
        out.append({
            "supporting_facts": sf,
            "level": q["level"],
            "question": q["question"],
            "context": [[t, list(corpus[t])] for t in ctx],
            "answer": q["answer"],
            "_id": hashlib.md5(("r1-hotpotqa:" + q["question"]).encode("utf-8")).hexdigest()[:24],
            "type": q["type"],
        })

    if counts != QUOTA:
        fail("counts %s != quota %s" % (counts, QUOTA))
    if len({q["question"] for q in Q}) != len(Q):
        fail("duplicate question text")

    path = os.path.join(HERE, "r1-hotpotqa.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    print("wrote %s: %d questions (%d bridge, %d comparison), walk ended at rank %d"
          % (path, len(out), counts[B], counts[CMP], last_rank))
    for m in failures:
        print("FAILED:", m)
    print("failed checks: %d" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
