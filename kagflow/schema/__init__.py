"""The languages kagflow reads: the OpenSPG schema language (:mod:`.spg`) and KGDSL rules (:mod:`.kgdsl`)."""
