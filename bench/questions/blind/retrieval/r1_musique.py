"""Held-out MuSiQue-style question set r1-musique (40 questions: 28 two-hop, 12 three-hop).

Writes r1-musique.json next to this script, in the format of
shared/datasets/musique/questions_dev.json (id, paragraphs[idx, title, paragraph_text,
is_supporting], question, question_decomposition[id, question, answer,
paragraph_support_idx], answer, answer_aliases, answerable).  Standard library only; the
data is found by walking up from this file to the directory that holds shared/datasets.

How the questions were drawn
----------------------------
order = list(range(len(corpus))); random.Random(72).shuffle(order), over the 1,890
passages of musique/corpus.json.  The passages were walked in that order (rank 0, 1, 2 ...)
and each was kept as the FIRST hop of a question when it supports one whose quota was not
yet full.  A passage "leads to" another passage when the other passage's title (any
trailing "(...)" removed) occurs verbatim, as a whole word, in its text; the second and
third hops are such passages.  Every rank not listed below names no other corpus title
and was skipped for that reason.

Kept (rank: corpus index, title -> hops, type):
  r1 1304 Sophie de Condorcet -> Paris(970)                      2-hop
     (its 3-hop chain Reign of Terror(1299) -> Committee of Public Safety(1297) repeats
      the consecutive hops of a dev question, so it is used as a 2-hop)
  r4 227 Salzbode -> Germany(971)                                2-hop
  r12 1398 Magistrates of Brussels -> Paris(383)                 2-hop
  r32 553 Blue Canyon Wind Farm -> Oklahoma(479)                 2-hop
  r33 77 New York City Waterfalls -> NYC(1581) -> The Bronx(839) 3-hop
  r38 586 Guyana -> Caribbean Community(587)                     2-hop
  r39 1817 Gold reserves of the UK -> United Kingdom(766)        2-hop
  r40 648 Tukaram Gangadhar Gadakh -> Maharashtra(1057)          2-hop
  r41 562 Tatanka Wind Farm -> North Dakota(1491) -> Montana(814) 3-hop
  r45 980 NRHP listings in Kingfisher County -> Oklahoma(479)    2-hop
  r47 707 Botanical Garden of the Univ. of Vienna -> Austria(117) 2-hop
  r61 1683 Walvis Bay -> Namibia(1688) -> League of Nations(588) 3-hop
  r68 1372 Predjama Castle -> Renaissance(1369)                  2-hop
  r79 299 Queen Elisabeth Medical Foundation -> Belgium(269)     2-hop
  r80 717 Nuovomondo -> New York City(1581)                      2-hop
  r83 712 New York City -> Ellis Island(728)                     2-hop
  r85 1252 Presbyterianism -> Victoria (Australia)(1810)         2-hop
  r87 38 Richmond Valley, Staten Island -> New York City(153)    2-hop
  r90 581 Kate Sheppard -> New Zealand(1811) -> Presbyterianism(1252) 3-hop
  r96 1630 California's 48th congressional district -> Southern California(30) 2-hop
  r115 232 Cuyuni River -> Guyana(586)                           2-hop
  r117 833 Along Came a Spider (film) -> Alex Cross(1546)        2-hop
  r119 789 Great Big Mouth Records -> Iowa(558)                  2-hop
  r122 349 Arnold Schwarzenegger -> London(1087) -> New York City(712) 3-hop
  r133 1440 Warsaw Pact invasion of Czechoslovakia -> Warsaw Pact(577) 2-hop
  r136 587 Caribbean Community -> Bermuda(585)                   2-hop
  r144 57 Roman Catholic (term) -> Catholic Church(40)           2-hop
  r145 584 Estonia -> Latvia(82)                                 2-hop
  r150 713 Liberty Island -> Ellis Island(728)                   2-hop
  r151 780 Stefan Kindermann -> Austria(117)                     2-hop
  r152 421 Killer (Kiss song) -> United Kingdom(766)             2-hop
  r153 1346 George Glacier -> Antarctica(972)                    2-hop
  r157 573 Josip Broz Tito -> Egypt(1306)                        2-hop  (2-hop quota full)
  r164 522 Track 61 (New York City) -> New York City(712) -> Ellis Island(728) 3-hop
  r167 46 Canon law -> London(1087) -> New York City(153)        3-hop
  r180 1318 Republic of Uzice -> World War II(1677) -> Germany(971) 3-hop
  r185 1213 2024 Summer Olympics -> Paris(1295) -> Reign of Terror(1299) 3-hop
  r187 769 Action of Arsuf -> British Empire(602) -> Egypt(1306) 3-hop
  r188 1371 Humanism -> Renaissance(1369) -> Age of Enlightenment(1604) 3-hop
  r207 1824 Visa requirements for British citizens -> United Kingdom(766)
       -> British Empire(1220)                                   3-hop  (3-hop quota full)

Skipped although they name another corpus title (rank: reason):
  r2 Cape of Good Hope -> Africa: the two Africa passages (1366, 1368) state the same
     facts, so no fact sits in one passage only.
  r71 Winter Olympic Games (1285), r121 Atomic bombings of Hiroshima and Nagasaki (198):
     a near-duplicate passage with the same title (1289, 213) states the same first-hop
     fact, so the gold first hop would not be unique.
  r7 Classical music, r70 1950 South Carolina House elections, r155 Jersey Airlines
     (also below): the match "Four" is the number, not the album "Four".
  r15 Kokkalai: "Hotel Casino" is not the film Casino.
  r17 Oklahoma City, r35 Jo Ann Terry, r59 Iowa State University: the state is only part
     of a name (Oklahoma River, Tennessee State University, Iowa State University); the
     passage does not state the bridge fact.
  r21 Appalachian Regional Airport: "Virginia" only inside "West Virginia".
  r75 Euro: names 19 member states; no single bridge entity.
  r94 Edward Knott: "Knott" is his surname, not the mountain Knott.
  r107 Swan song: names ancient Greece, not the modern country of the Greece passage.
  r110 Party leaders of the US House: Virginia passages 92 and 99 are near-duplicates.
  r112 After the Gold Rush (song): the song is on three albums; bridge ambiguous.
  r113 Railway electrification system: London only inside "London Underground".
  r129 Mayombe: spans four countries; bridge ambiguous.
  r142 Privilege (Ivor Cutler album): its only chain (-> Ivor Cutler) is a dev chain.
  r155 Jersey Airlines: World War II only as a time reference ("post-World War II").
  2-hop quota full from r157 on; later passages kept only for a 3-hop:
  r183 Every Man Dies Alone: World War II only as a time reference.
  r158 Shringarpur, r161 Roman Empire, r173 My Country My Life, r197 Ministry of
     Tourism (India): no 3-hop chain.
  r166 Burgo de Osma Cathedral: its only 3-hop chain repeats r144's hops (57 -> 40).
  r170 Geological history of Earth: the only onward link is the year "1984" (an opera).
  r186 Ivy Sawyer: only onward chain London -> New York City, already used by r122, r167.
  r195 Christ Church Cathedral (Springfield): "Christ Church" is another church.
  r196, r201 2018 Winter Olympics: only 3-hop chains end in the duplicated Africa passages.
  r205 Diocese of Huron: its London is London, Ontario.
  r206 Diane Coffee: "Coffee" is part of a stage name.

Checks run by this script (it prints counts and every failed check):
  - rank/order: order[rank] is the first hop; ranks increase; quotas 28 + 12;
  - every supporting passage is a corpus passage (same title and text), has no
    near-duplicate with the same title, and each hop names the next hop's title;
  - each hop's needle string occurs in its passage and in no other corpus passage;
  - each hop's answer (or an alias) occurs in that hop's passage; the final answer in the
    last supporting passage;
  - no consecutive pair of supporting passages is a consecutive pair of a dev question,
    and no question repeats a dev/sample question (word overlap < 0.6);
  - distractors: 20 paragraphs in all, none containing the final answer.
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 72
N_PARAGRAPHS = 20


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


# Each question: rank of the start passage, then hops (corpus index, expected title,
# single-hop question, answer, needle that states the fact in that passage).
Q = [
    dict(rank=1, question="What is the Köppen climate classification of the city where Sophie de Condorcet died?",
         answer="Cfb", aliases=["Western European oceanic climate", "oceanic climate"],
         hops=[(1304, "Sophie de Condorcet", "Where did Sophie de Condorcet die?", "Paris", "8 September 1822 in Paris"),
               (970, "Paris", "What is the Köppen climate classification of #1?", "Cfb", "Köppen climate classification: Cfb")]),
    dict(rank=4, question="How much precipitation does the country the Salzböde river flows through get per year on average?",
         answer="789 mm", aliases=["789 mm (31 in)", "31 in"],
         hops=[(227, "Salzböde", "Salzböde >> country", "Germany", "Salzböde is a river of Hesse, Germany"),
               (971, "Germany", "How much precipitation does #1 get per year on average?", "789 mm", "Germany gets an average of 789 mm (31 in) of precipitation per year")]),
    dict(rank=12, question="Where is the Court of Cassation located in the city that holds the grisaille sketch for Magistrates of Brussels?",
         answer="the Palais de Justice on the Île de la Cité", aliases=["Palais de Justice", "Île de la Cité"],
         hops=[(1398, "Magistrates of Brussels", "In which city is the grisaille sketch for Magistrates of Brussels kept?", "Paris", "École nationale supérieure des Beaux-Arts in Paris"),
               (383, "Paris", "Where is the Court of Cassation in #1 located?", "the Palais de Justice on the Île de la Cité", "is located in the Palais de Justice on the Île de la Cité")]),
    dict(rank=32, question="How many museums are there in the state that has the Blue Canyon Wind Farm?",
         answer="more than 300", aliases=["300", "over 300"],
         hops=[(553, "Blue Canyon Wind Farm", "Blue Canyon Wind Farm >> located in the administrative territorial entity", "Oklahoma", "the largest wind farm in Oklahoma"),
               (479, "Oklahoma", "How many museums does #1 contain?", "more than 300", "contains more than 300 museums")]),
    dict(rank=33, question="Which Academy Award-winning Paddy Chayefsky film was the most notable look at working-class life in the mainland borough of the city where Olafur Eliasson's man-made waterfalls were placed?",
         answer="Marty", aliases=[],
         hops=[(77, "New York City Waterfalls", "Where were Olafur Eliasson's four man-made waterfalls placed?", "New York City", "four man-made waterfalls placed around New York City"),
               (1581, "New York City", "Which borough of #1 is located at the southern tip of New York State's mainland?", "The Bronx", "The Bronx is located at the southern tip of New York State's mainland"),
               (839, "The Bronx", "Which Academy Award-winning Paddy Chayefsky film was the most notable examination of working-class life in #2?", "Marty", "Paddy Chayefsky's Academy Award-winning Marty")]),
    dict(rank=38, question="When did the third-smallest country on mainland South America join CARICOM?",
         answer="1 August 1973", aliases=["August 1, 1973", "1973"],
         hops=[(586, "Guyana", "Which country is the third-smallest on mainland South America?", "Guyana", "Guyana is the third - smallest country on mainland South America"),
               (587, "Caribbean Community", "When did #1 join CARICOM?", "1 August 1973", "Guyana 1 August 1973 One of the four founding members")]),
    dict(rank=39, question="In what year did five-sixths of Ireland secede from the country whose gold reserve is kept by the Bank of England?",
         answer="1922", aliases=[],
         hops=[(1817, "Gold reserves of the United Kingdom", "The gold reserve kept by the Bank of England belongs to which country?", "the United Kingdom", "kept by Bank of England as a store of value of part of the United Kingdom's wealth"),
               (766, "United Kingdom", "When did five-sixths of Ireland secede from #1?", "1922", "Five - sixths of Ireland seceded from the UK in 1922")]),
    dict(rank=40, question="Which party has dominated politics since 1960 in the state whose Ahmednagar constituency Tukaram Gangadhar Gadakh represents?",
         answer="the Indian National Congress", aliases=["Indian National Congress", "Congress", "the Congress party"],
         hops=[(648, "Tukaram Gangadhar Gadakh", "In which state is the constituency Tukaram Gangadhar Gadakh represents?", "Maharashtra", "the Ahmednagar constituency of Maharashtra"),
               (1057, "Maharashtra", "Which party has dominated the politics of #1 since its formation in 1960?", "the Indian National Congress", "have been dominated by the Indian National Congress party")]),
    dict(rank=41, question="What is the busiest airport in the state that lies west of the state whose Dickey and McIntosh counties host part of the Tatanka Wind Farm?",
         answer="Bozeman Yellowstone International Airport", aliases=["Bozeman Yellowstone International"],
         hops=[(562, "Tatanka Wind Farm", "Dickey County and McIntosh County, sites of the Tatanka Wind Farm, are in which state?", "North Dakota", "Dickey County and McIntosh County, North Dakota"),
               (1491, "North Dakota", "Which state is to the west of #1?", "Montana", "Montana is to the west"),
               (814, "Montana", "What is the busiest airport in #2?", "Bozeman Yellowstone International Airport", "Bozeman Yellowstone International Airport is the busiest airport in the state of Montana")]),
    dict(rank=45, question="Where does the state that contains Kingfisher County rank in per capita spending on the arts?",
         answer="17th", aliases=["seventeenth"],
         hops=[(980, "National Register of Historic Places listings in Kingfisher County, Oklahoma", "Kingfisher County >> located in the administrative territorial entity", "Oklahoma", "in Kingfisher County, Oklahoma, United States"),
               (479, "Oklahoma", "Where does #1 rank in per capita spending on the arts?", "17th", "per capita spending on the arts, ranking 17th")]),
    dict(rank=47, question="On what date did the country with the Botanical Garden of the University of Vienna declare its secession from the Third Reich?",
         answer="27 April 1945", aliases=["April 27, 1945"],
         hops=[(707, "Botanical Garden of the University of Vienna", "Botanical Garden of the University of Vienna >> country", "Austria", "is a botanical garden in Vienna, Austria"),
               (117, "Austria", "When did #1 declare its secession from the Third Reich?", "27 April 1945", "by the Declaration of Independence on 27 April 1945")]),
    dict(rank=61, question="In what year did Germany join the organization under whose mandate South Africa administered the country that received Walvis Bay in 1994?",
         answer="1926", aliases=[],
         hops=[(1683, "Walvis Bay", "To which country did South Africa transfer sovereignty of Walvis Bay in 1994?", "Namibia", "transferred sovereignty of Walvis Bay and the Penguin Islands to Namibia on 1 March 1994"),
               (1688, "Namibia", "Under which organization's mandate did South Africa administer #1 from 1919?", "the League of Nations", "administered it from 1919 onward as a League of Nations mandate territory"),
               (588, "League of Nations", "When did Germany join #2?", "1926", "joining in 1926, Germany became the fifth permanent member of the Council")]),
    dict(rank=68, question="Between which centuries does the period that gave Predjama Castle its architectural style span?",
         answer="the 14th and 17th centuries", aliases=["14th to 17th centuries", "14th and 17th centuries"],
         hops=[(1372, "Predjama Castle", "In what style is Predjama Castle built?", "Renaissance", "is a Renaissance castle built within a cave mouth"),
               (1369, "Renaissance", "Which centuries does #1 span?", "the 14th and 17th centuries", "covering the span between the 14th and 17th centuries")]),
    dict(rank=79, question="Which two cities rapidly developed mining and steelmaking in the country where the Queen Elisabeth Medical Foundation supports seventeen university teams?",
         answer="Liège and Charleroi", aliases=["Charleroi and Liège"],
         hops=[(299, "Queen Elisabeth Medical Foundation", "Queen Elisabeth Medical Foundation >> country", "Belgium", "supports seventeen university teams throughout Belgium"),
               (269, "Belgium", "Which cities rapidly developed mining and steelmaking in #1?", "Liège and Charleroi", "Liège and Charleroi rapidly developed mining and steelmaking")]),
    dict(rank=80, question="Which borough of the city that the family in Nuovomondo migrates to lies at the southern tip of New York State's mainland?",
         answer="The Bronx", aliases=["the Bronx", "Bronx"],
         hops=[(717, "Nuovomondo", "To which city does the family in Nuovomondo migrate?", "New York City", "a family's migration from Italy to New York City"),
               (1581, "New York City", "Which borough of #1 is located at the southern tip of New York State's mainland?", "The Bronx", "The Bronx is located at the southern tip of New York State's mainland")]),
    dict(rank=83, question="How many immigrants passed through the island whose immigration museum the National Park Service manages along with the Statue of Liberty National Monument?",
         answer="over 12 million", aliases=["12 million", "more than 12 million"],
         hops=[(712, "New York City", "Which island's immigration museum is managed by the National Park Service along with the Statue of Liberty National Monument?", "Ellis Island", "The Statue of Liberty National Monument and Ellis Island Immigration Museum are managed by the National Park Service"),
               (728, "Ellis Island", "How many immigrants passed through #1?", "over 12 million", "was the gateway for over 12 million immigrants")]),
    dict(rank=85, question="What percentage of the population is Roman Catholic in the Australian state where congregations of the Reformed Presbyterian Church, originally from Ireland, date from colonial times?",
         answer="26.7%", aliases=["26.7"],
         hops=[(1252, "Presbyterianism", "In which Australian state are there congregations of the Reformed Presbyterian Church originally from Ireland?", "Victoria", "congregations in Victoria of the Reformed Presbyterian Church, originally from Ireland"),
               (1810, "Victoria (Australia)", "What percentage of #1's population is Roman Catholic?", "26.7%", "26.7% of the Victorian population")]),
    dict(rank=87, question="How much precipitation does the city that includes the neighborhood of Richmond Valley receive annually?",
         answer="49.9 inches", aliases=["49.9 inches (1,270 mm)", "1,270 mm"],
         hops=[(38, "Richmond Valley, Staten Island", "Richmond Valley >> located in the administrative territorial entity", "New York City", "one of the five boroughs of New York City"),
               (153, "New York City", "How much precipitation does #1 receive annually?", "49.9 inches", "receives 49.9 inches (1,270 mm) of precipitation annually")]),
    dict(rank=90, question="How many Australians claimed in the 2006 census to belong to the third-largest Christian denomination of the country where Kate Sheppard led the women's suffrage movement?",
         answer="nearly 600,000", aliases=["600,000"],
         hops=[(581, "Kate Sheppard", "In which country was Kate Sheppard the most prominent member of the women's suffrage movement?", "New Zealand", "the most prominent member of the women's suffrage movement in New Zealand"),
               (1811, "New Zealand", "What is the third-largest Christian denomination of #1 by number of adherents?", "Presbyterianism", "Roman Catholicism (12.6%), Anglicanism (11.8%), Presbyterianism (8.5%)"),
               (1252, "Presbyterianism", "How many Australians claimed to follow #2 in the 2006 Commonwealth Census?", "nearly 600,000", "nearly 600,000 Australians claiming to be Presbyterian in the 2006 Commonwealth Census")]),
    dict(rank=96, question="Which desert lies at the Nevada border of the region in which California's 48th congressional district is based?",
         answer="the Mojave Desert", aliases=["Mojave Desert", "Mojave"],
         hops=[(1630, "California's 48th congressional district", "In which region is California's 48th congressional district based?", "Southern California", "based in Orange County in Southern California"),
               (30, "Southern California", "Which desert lies at the border of #1 with Nevada?", "the Mojave Desert", "the Mojave Desert at the border with the state of Nevada")]),
    dict(rank=115, question="What is the official name of the country whose tropical rain forests the Cuyuni River meanders through?",
         answer="the Co-operative Republic of Guyana", aliases=["Co-operative Republic of Guyana"],
         hops=[(232, "Cuyuni River", "Through which country's tropical rain forests does the Cuyuni River meander?", "Guyana", "meander through the tropical rain forests of Guyana"),
               (586, "Guyana", "What is the official name of #1?", "the Co-operative Republic of Guyana", "officially the Co-operative Republic of Guyana")]),
    dict(rank=117, question="In which city does the character Morgan Freeman reprised in Along Came a Spider work?",
         answer="Washington, D.C.", aliases=["Washington D.C.", "Washington"],
         hops=[(833, "Along Came a Spider (film)", "Which character did Morgan Freeman reprise in Along Came a Spider?", "Alex Cross", "Morgan Freeman reprising his role as detective Alex Cross"),
               (1546, "Alex Cross", "Where does #1 work?", "Washington, D.C.", "psychologist who works in Washington, D.C.")]),
    dict(rank=119, question="When did the state where Great Big Mouth Records is based become a state?",
         answer="December 28, 1846", aliases=["28 December 1846", "1846"],
         hops=[(789, "Great Big Mouth Records", "In which state is Great Big Mouth Records based?", "Iowa", "a record label based in Des Moines, Iowa"),
               (558, "Iowa", "When did #1 become a state?", "December 28, 1846", "On December 28, 1846, Iowa became the 29th state in the Union")]),
    dict(rank=122, question="Which Greenwich Village property, a catalyst of the modern gay rights movement, is in the city with a larger immigrant population than the city where Schwarzenegger attended the 1966 NABBA Mr. Universe competition?",
         answer="the Stonewall Inn", aliases=["Stonewall Inn"],
         hops=[(349, "Arnold Schwarzenegger", "Where did Schwarzenegger attend the NABBA Mr. Universe competition in 1966?", "London", "attending the NABBA Mr. Universe competition in London"),
               (1087, "London", "Which city has a larger immigrant population than #1?", "New York City", "the city with the second largest immigrant population, behind New York City"),
               (712, "New York City", "Which Greenwich Village property in #2 is the catalyst of the modern gay rights movement?", "the Stonewall Inn", "the Stonewall Inn in Greenwich Village as the catalyst of the modern gay rights movement")]),
    dict(rank=133, question="How many member countries did the alliance whose members invaded Czechoslovakia in August 1968 to halt the Prague Spring have?",
         answer="eight", aliases=["8"],
         hops=[(1440, "Warsaw Pact invasion of Czechoslovakia", "Members of which alliance invaded Czechoslovakia on 21 August 1968?", "the Warsaw Pact", "other members of the Warsaw Pact invaded the country to halt the reforms"),
               (577, "Warsaw Pact", "How many member countries did #1 have?", "eight", "The eight member countries of the Warsaw Pact")]),
    dict(rank=136, question="Which party was in government when the British overseas territory that became an associate member of CARICOM on 2 July 2003 decided to join?",
         answer="the PLP", aliases=["PLP", "Progressive Labour Party"],
         hops=[(587, "Caribbean Community", "Which British overseas territory became an associate member of CARICOM on 2 July 2003?", "Bermuda", "Bermuda 2 July 2003 British overseas territory"),
               (585, "Bermuda", "Which party was in government when #1 decided to join CARICOM?", "the PLP", "The PLP, the party in government when the decision to join CARICOM was made")]),
    dict(rank=144, question="How many members worldwide does the church for which \"Roman Catholic\" was first recorded as a synonym in 1208 have?",
         answer="more than 1.299 billion", aliases=["1.299 billion"],
         hops=[(57, "Roman Catholic (term)", "For which church was \"Roman Catholic\" first used as a synonym, in 1208?", "the Catholic Church", "as a synonym for`` Catholic Church'' was in communication with the Armenian Apostolic Church in 1208"),
               (40, "Catholic Church", "How many members does #1 have worldwide?", "more than 1.299 billion", "with more than 1.299 billion members worldwide")]),
    dict(rank=145, question="Which country is bordered to the north by the country that became the 17th eurozone member state in 2011?",
         answer="Latvia", aliases=["Republic of Latvia"],
         hops=[(584, "Estonia", "Which country became the 17th eurozone member state on 1 January 2011?", "Estonia", "Estonia adopted the euro and became the 17th eurozone member state"),
               (82, "Latvia", "Which country is bordered by #1 to the north?", "Latvia", "It is bordered by Estonia to the north, Lithuania to the south")]),
    dict(rank=150, question="Which fort once stood on the island listed on the National Register of Historic Places together with Liberty Island in 1966?",
         answer="Fort Gibson", aliases=[],
         hops=[(713, "Liberty Island", "Which island was listed on the National Register of Historic Places together with Liberty Island in 1966?", "Ellis Island", "as part of Statue of Liberty National Monument, Ellis Island and Liberty Island"),
               (728, "Ellis Island", "Which fort was on #1?", "Fort Gibson", "the much smaller original island was the site of Fort Gibson")]),
    dict(rank=151, question="Who was the state Chancellor of the provisional government set up in 1945 in the country where Stefan Kindermann was born?",
         answer="Karl Renner", aliases=["Renner"],
         hops=[(780, "Stefan Kindermann", "Stefan Kindermann >> country of birth", "Austria", "born 28 December 1959 in Vienna, Austria"),
               (117, "Austria", "Who was state Chancellor of the provisional government set up in #1 in 1945?", "Karl Renner", "set up a provisional government in Vienna under state Chancellor Renner")]),
    dict(rank=152, question="How many overseas territories does the country in which Kiss released \"Killer\" as an A-side single have?",
         answer="fourteen", aliases=["14"],
         hops=[(421, "Killer (Kiss song)", "In which country was Kiss's \"Killer\" released as an A-side single?", "the United Kingdom", "the song was released as an A-side single in the United Kingdom"),
               (766, "United Kingdom", "How many overseas territories does #1 have?", "fourteen", "There are fourteen British Overseas Territories")]),
    dict(rank=153, question="Who was the first person born on the mainland of the continent where George Glacier is located?",
         answer="Emilio Marcos Palma", aliases=[],
         hops=[(1346, "George Glacier", "George Glacier >> continent", "Antarctica", "Anare Mountains of Victoria Land, Antarctica"),
               (972, "Antarctica", "Who was the first person born on the mainland of #1?", "Emilio Marcos Palma", "as well as the first one born on the Antarctic mainland")]),
    dict(rank=157, question="How much military assistance did the United States provide in 2015 to the country of Gamal Abdel Nasser, who co-founded the Non-Aligned Movement with Tito?",
         answer="US$1.3 billion", aliases=["$1.3 billion", "1.3 billion"],
         hops=[(573, "Josip Broz Tito", "Of which country was Gamal Abdel Nasser, co-founder of the Non-Aligned Movement with Tito?", "Egypt", "Tito co-founded the movement with Egypt's Gamal Abdel Nasser"),
               (1306, "Egypt", "How much military assistance did the United States provide to #1 in 2015?", "US$1.3 billion", "which in 2015 amounted to US$1.3 billion")]),
    dict(rank=164, question="Until what year was the island with the National Park Service's immigration museum, in the city where Track 61 lies, the nation's busiest immigrant inspection station?",
         answer="1954", aliases=[],
         hops=[(522, "Track 61 (New York City)", "In which city is Track 61 located?", "New York City", "private railway platform for the Metro - North Railroad in New York City"),
               (712, "New York City", "Which island in #1 has an immigration museum managed by the National Park Service?", "Ellis Island", "The Statue of Liberty National Monument and Ellis Island Immigration Museum are managed by the National Park Service"),
               (728, "Ellis Island", "Until what year was #2 the nation's busiest immigrant inspection station?", "1954", "busiest immigrant inspection station for over sixty years from 1892 until 1954")]),
    dict(rank=167, question="What was the average winter snowfall from 1981 to 2010 in the city with a larger immigrant population than the city where Doctors Commons was located?",
         answer="25.8 inches", aliases=["25.8 inches (66 cm)", "66 cm"],
         hops=[(46, "Canon law", "In which city was Doctors Commons located?", "London", "a few streets south of St Paul's Cathedral in London"),
               (1087, "London", "Which city has a larger immigrant population than #1?", "New York City", "the city with the second largest immigrant population, behind New York City"),
               (153, "New York City", "What was the average winter snowfall in #2 between 1981 and 2010?", "25.8 inches", "Average winter snowfall between 1981 and 2010 has been 25.8 inches")]),
    dict(rank=180, question="What moderates the climate of the country that surrendered unconditionally on 8 May 1945 in the war in which the Republic of Užice was Europe's first liberated territory?",
         answer="the North Atlantic Drift", aliases=["North Atlantic Drift"],
         hops=[(1318, "Republic of Užice", "In which war was the Republic of Užice the first liberated territory in Europe?", "World War II", "the first liberated territory in World War II Europe"),
               (1677, "World War II", "Which country surrendered unconditionally on 8 May 1945 in #1?", "Germany", "the subsequent German unconditional surrender on 8 May 1945"),
               (971, "Germany", "What moderates the climate of #2?", "the North Atlantic Drift", "The climate is moderated by the North Atlantic Drift")]),
    dict(rank=185, question="What was created on 6 April during the period in which the king, queen and mayor of the 2024 Summer Olympics host city were guillotined?",
         answer="the Committee of Public Safety", aliases=["Committee of Public Safety"],
         hops=[(1213, "2024 Summer Olympics", "Which city will host the 2024 Summer Olympics?", "Paris", "will be hosted in Paris from 2 to 18 August 2024"),
               (1295, "Paris", "During which period were the king, queen and mayor of #1 guillotined?", "the Reign of Terror", "the king, queen, and the mayor were guillotined, along with more than 16,000 others (throughout France), during the Reign of Terror"),
               (1299, "Reign of Terror", "What was created on 6 April during #2?", "the Committee of Public Safety", "On 6 April the Committee of Public Safety was created")]),
    dict(rank=187, question="In what year was the country whose 1952 revolutionary government saw the empire whose 21st (Bareilly) Brigade fought at Arsuf agree to withdraw its troops from the Suez Canal zone designated a major non-NATO ally of the United States?",
         answer="1989", aliases=[],
         hops=[(769, "Action of Arsuf", "Which empire's 21st (Bareilly) Brigade fought in the Action of Arsuf?", "the British Empire", "The British Empire forces involved was the 21st (Bareilly) Brigade"),
               (602, "British Empire", "Whose revolutionary government of 1952 led #1 to agree to withdraw its troops from the Suez Canal zone?", "Egypt", "Gamal Abdul Nasser's new revolutionary government of Egypt that had taken power in 1952"),
               (1306, "Egypt", "When was #2 designated a major non-NATO ally of the United States?", "1989", "In 1989, Egypt was designated as a major non-NATO ally of the United States")]),
    dict(rank=188, question="When did the English term emerge for the age that bridges to modern history the period whose humanists saw themselves as restoring the glory of antiquity?",
         answer="the later part of the 19th century", aliases=["later part of the 19th century", "late 19th century"],
         hops=[(1371, "Humanism", "In which period did humanists consider themselves as restoring the glory and nobility of antiquity?", "the Renaissance", "But Renaissance humanists, who considered themselves as restoring the glory and nobility of antiquity"),
               (1369, "Renaissance", "Which age bridges #1 to modern history?", "the Age of Enlightenment", "is bridged by the Age of Enlightenment to modern history"),
               (1604, "Age of Enlightenment", "When did the English term for #2 emerge?", "the later part of the 19th century", "The term \"Enlightenment\" emerged in English in the later part of the 19th century")]),
    dict(rank=207, question="Which 1839 report began the path to independence for the white colonies of the empire whose remnants are the overseas territories of the country whose citizens had visa-free or visa-on-arrival access to 186 countries and territories in July 2018?",
         answer="the Durham Report", aliases=["Durham Report"],
         hops=[(1824, "Visa requirements for British citizens", "Citizens of which country had visa-free or visa on arrival access to 186 countries and territories as of 10 July 2018?", "the United Kingdom", "As of 10 July 2018, British citizens had visa - free or visa on arrival access to 186 countries and territories"),
               (766, "United Kingdom", "Of which empire are the overseas territories of #1 the remnants?", "the British Empire", "There are fourteen British Overseas Territories, the remnants of the British Empire"),
               (1220, "British Empire", "Which 1839 report began the path to independence for the white colonies of #2?", "the Durham Report", "began with the 1839 Durham Report")]),
]

QUOTA = {2: 28, 3: 12}
STOP = set("""a an the of in on at to for from by with and or is was were be been are as that which who whom whose what when where how
many much did do does its it his her their this these those into than then also not""".split())


def norm(s):
    s = s.lower().replace("``", '"').replace("''", '"')
    s = re.sub(r"\s+", " ", s)
    return s.strip()


def strip_article(s):
    return re.sub(r"^(the|a|an) ", "", norm(s))


def words(s):
    return [w for w in re.findall(r"[a-z0-9]+", s.lower()) if w not in STOP and len(w) > 1]


def base_title(t):
    return re.sub(r"\s*\(.*?\)\s*$", "", t).strip()


def main():
    ds = find_datasets()
    corpus = json.load(open(os.path.join(ds, "musique", "corpus.json"), encoding="utf-8"))
    dev = json.load(open(os.path.join(ds, "musique", "questions_dev.json"), encoding="utf-8"))
    sample_path = os.path.join(ds, "musique", "questions_sample.json")
    sample = json.load(open(sample_path, encoding="utf-8")) if os.path.exists(sample_path) else []
    order = list(range(len(corpus)))
    random.Random(SEED).shuffle(order)
    failures = []

    def fail(msg):
        failures.append(msg)

    ntexts = [norm(p["text"]) for p in corpus]
    key = {(p["title"], p["text"]): i for i, p in enumerate(corpus)}

    # dev chains (consecutive supporting pairs) and dev question texts
    dev_pairs, dev_sets, other_qs = set(), [], []
    for r in dev + sample:
        other_qs.append(r["question"])
        if "paragraphs" not in r:
            continue
        ps = {p["idx"]: p for p in r["paragraphs"]}
        chain = []
        for d in r.get("question_decomposition", []):
            p = ps.get(d["paragraph_support_idx"])
            if p is not None:
                chain.append(key.get((p["title"], p["paragraph_text"]), -1))
        dev_sets.append(set(chain))
        dev_pairs.update(zip(chain, chain[1:]))

    counts = {2: 0, 3: 0}
    last_rank = -1
    out = []
    for qn, q in enumerate(Q):
        tag = "r%d" % q["rank"]
        hops = q["hops"]
        n = len(hops)
        counts[n] = counts.get(n, 0) + 1
        if q["rank"] <= last_rank:
            fail(tag + ": ranks not increasing")
        last_rank = q["rank"]
        if order[q["rank"]] != hops[0][0]:
            fail(tag + ": order[rank] is %d, not %d" % (order[q["rank"]], hops[0][0]))
        chain = [h[0] for h in hops]
        for k, (idx, title, sq, sa, needle) in enumerate(hops):
            p = corpus[idx]
            if p["title"] != title:
                fail("%s hop %d: corpus[%d] title %r != %r" % (tag, k + 1, idx, p["title"], title))
            nn = norm(needle)
            if nn not in ntexts[idx]:
                fail("%s hop %d: needle not in passage: %r" % (tag, k + 1, needle))
            others = [j for j, t in enumerate(ntexts) if nn in t and j != idx]
            if others:
                fail("%s hop %d: needle also in passages %s" % (tag, k + 1, others[:5]))
            pw = set(words(p["text"]))
            for j, o in enumerate(corpus):
                if j != idx and o["title"] == p["title"]:
                    ow = set(words(o["text"]))
                    if pw and len(pw & ow) / len(pw | ow) >= 0.5:
                        fail("%s hop %d: passage %d is a near-duplicate of %d" % (tag, k + 1, idx, j))
            cands = [sa] + (q["aliases"] if k == n - 1 else [])
            if not any(strip_article(a) in ntexts[idx] for a in cands):
                fail("%s hop %d: answer %r not in its passage" % (tag, k + 1, sa))
            if k + 1 < n:
                nxt = base_title(corpus[hops[k + 1][0]]["title"])
                if not re.search(r"(?<!\w)" + re.escape(nxt) + r"(?!\w)", p["text"]):
                    fail("%s hop %d: passage does not name next title %r" % (tag, k + 1, nxt))
        if hops[-1][3] != q["answer"]:
            fail(tag + ": final hop answer differs from answer")
        for a, b in zip(chain, chain[1:]):
            if (a, b) in dev_pairs:
                fail("%s: hop pair %d->%d is a dev chain" % (tag, a, b))
        if set(chain) in dev_sets:
            fail(tag + ": same supporting set as a dev question")
        qw = set(words(q["question"]))
        for oq in other_qs:
            ow = set(words(oq))
            if qw and ow and len(qw & ow) / len(qw | ow) >= 0.6:
                fail("%s: too close to dev/sample question %r" % (tag, oq))

        # distractors: most word-overlapping passages, not supporting, not containing the answer
        ans_forms = [strip_article(a) for a in [q["answer"]] + q["aliases"] if len(strip_article(a)) > 2]
        qwords = set(words(q["question"] + " " + " ".join(h[3] for h in hops[:-1])))
        scored = []
        for j, p in enumerate(corpus):
            if j in chain or any(a in ntexts[j] for a in ans_forms):
                continue
            tw = set(words(p["title"] + " " + p["text"]))
            s = len(qwords & tw)
            if s:
                scored.append((-s, j))
        scored.sort()
        distract = [j for _, j in scored[: N_PARAGRAPHS - n]]
        if len(distract) != N_PARAGRAPHS - n:
            fail(tag + ": not enough distractors")
        slots = chain + distract
        random.Random(SEED * 1000 + qn).shuffle(slots)
        paragraphs = [dict(idx=i, title=corpus[j]["title"], paragraph_text=corpus[j]["text"],
                           is_supporting=(j in chain)) for i, j in enumerate(slots)]
        ids = [720000 + qn * 10 + k + 1 for k in range(n)]
        decomp = [dict(id=ids[k], question=h[2], answer=h[3], paragraph_support_idx=slots.index(h[0]))
                  for k, h in enumerate(hops)]
        rid = ("2hop" if n == 2 else "%dhop1" % n) + "__" + "_".join(str(i) for i in ids)
        out.append(dict(id=rid, paragraphs=paragraphs, question=q["question"], question_decomposition=decomp,
                        answer=q["answer"], answer_aliases=q["aliases"], answerable=True))

    if counts.get(2) != QUOTA[2] or counts.get(3) != QUOTA[3]:
        fail("counts %s != quota %s" % (counts, QUOTA))
    if len({q["question"] for q in Q}) != len(Q):
        fail("duplicate question text")
    if len({q["rank"] for q in Q}) != len(Q):
        fail("duplicate start passage")

    path = os.path.join(HERE, "r1-musique.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    print("wrote %s: %d questions (%d two-hop, %d three-hop), walk ended at rank %d"
          % (path, len(out), counts.get(2, 0), counts.get(3, 0), last_rank))
    for m in failures:
        print("FAILED:", m)
    print("failed checks: %d" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
