"""Retrievers: each answers one Retrieval step and returns rows with provenance.

Today only the exact one-hop retriever over the knowledge layer (KAG's ``kg_cs``) exists; it lives
in :mod:`kagflow.solver.execute`. Fuzzy + personalised PageRank (``kg_fr``) and chunk retrieval
(``rc``) come here, one module each.
"""
