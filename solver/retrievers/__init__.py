"""Retrievers: chunk search, and the step retrievers that answer one Retrieval step each.

Step retrievers (:mod:`~kagflow.solver.retrievers.step`: the interface), asked in the order of
:data:`kagflow.solver.retrievers.merger.STEP_RETRIEVERS`: ``kg_cs`` (KAG's exact retriever: one
exact hop on the knowledge layer; its SQL is the compiler's, :mod:`kagflow.solver.hop_sql`),
``kg_fr`` (fuzzy predicates on text triples) and ``rc`` (``rc_step``: chunk search). Chunk search
itself: ``hybrid`` (dense, BM25 and personalised PageRank, fused), over ``rc`` (dense and BM25
indexes) and ``ppr`` (the entity-chunk graph). ``base`` holds the :class:`~kagflow.solver.retrievers.base.Hit`
every chunk retriever returns.
"""
