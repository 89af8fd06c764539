"""A run on disk: the folder, its ledger of records, archives, readers, rescoring and summary
figures."""
