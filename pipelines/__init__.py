"""The composition root: the one ``Definitions``, the in-process build driver, the sensor and the CLI."""
