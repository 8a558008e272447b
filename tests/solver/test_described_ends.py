"""An end of a money relation described by a named entity of another type ("the companies Dara O'Hara is legal
representative of", "companies whose legal representative is 臧*"): rounds 96–98 asked it three ways, unanswered
before. Expected values from the raw CSV files."""

from __future__ import annotations

from tests.conftest import EXAMPLE, dataset, read_csv
from tests.solver.helpers import right

SC = dataset("kag-supplychain") / "sources"


def _represented(rows: list[dict], person: str, sep: str) -> set[str]:
    return {c.strip() for r in rows if r["name"] == person for c in r["legalRepresentative"].split(sep) if c.strip()}


def test_the_companies_a_person_represents_paying_out(acme):
    names = {r["id"]: r["name"] for r in read_csv(EXAMPLE / "sources" / "Company.csv")}
    theirs = _represented(read_csv(EXAMPLE / "sources" / "Person.csv"), "Dara O'Hara", ";")
    assert len(theirs) > 1
    paid = sum(int(r["transAmt"]) for r in read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv") if names[r["srcId"]] in theirs)
    result = acme.ask("How much money did the companies Dara O'Hara is legal representative of pay out to other companies?")
    assert right(result, [str(paid)]), (result.values, result.notes)
    result = acme.ask("Dara O'Hara sits behind more than one firm. What is the total amount paid out by all the companies that person "
                      "is legal representative of?")  # ("that person" after a preface naming one)
    assert right(result, [str(paid)]), (result.values, result.notes)


def test_a_named_company_paying_the_companies_a_person_represents(supplychain_asker):
    ids = {r["name"]: r["id"] for r in read_csv(SC / "Company.csv")}
    theirs = {ids[n] for n in _represented(read_csv(SC / "Person.csv"), "臧*", ",") if n in ids}
    rows = read_csv(SC / "Company_fundTrans_Company.csv")
    paid = sum(int(r["transAmt"]) for r in rows if r["srcId"] == ids["浙江**摩托**限公司"] and r["dstId"] in theirs)
    assert paid
    result = supplychain_asker.ask("Exposure check on the 臧* group: how much in total did 浙江**摩托**限公司 pay to companies whose "
                                   "legal representative is 臧*?")
    assert right(result, [str(paid)]), (result.values, result.notes)
    result = supplychain_asker.ask("浙江**摩托**限公司向臧*担任法定代表人的公司一共转了多少钱？")
    assert right(result, [str(paid)]), (result.values, result.notes)
    # which of the set holds an edge, and edges within the set at both ends, are no total over one described end
    paying = {r["srcId"] for r in rows if r["srcId"] in theirs}
    result = supplychain_asker.ask("臧*担任法人代表的公司里，有几家有过向其他公司转出资金的记录？")
    assert result.mode != "answer" or right(result, [str(len(paying))]), (result.values, result.notes)
    within = sum(int(r["transAmt"]) for r in rows if r["srcId"] in theirs and r["dstId"] in theirs)
    result = supplychain_asker.ask("What is the total of all transfers in which both the payer and the payee are companies whose legal "
                                   "representative is 臧*?")
    assert result.mode != "answer" or right(result, [str(within)]), (result.values, result.notes)
