"""A run's configuration: the typed config, planning it, the record a manifest keeps and what
resume and upgrade read back."""
