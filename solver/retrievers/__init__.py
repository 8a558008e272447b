"""Retrievers: each answers one Retrieval step.

``kg_cs`` (KAG's exact retriever: linked names, then one exact hop on the knowledge layer) is the
only one so far; the compiler (:mod:`kagflow.solver.compile`) asks it for the SQL of each hop.
Fuzzy + personalised PageRank (``kg_fr``) and chunk retrieval (``rc``) come here, one module each.
"""
