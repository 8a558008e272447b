"""The languages kagflow reads: the OpenSPG schema language (:mod:`.spg`) and KGDSL rules (:mod:`.kgdsl`);
``general.schema`` is the built-in general schema of a project without a ``schema/`` folder
(:func:`.spg.load_project_schema`)."""
