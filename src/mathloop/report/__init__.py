"""Reports over run stores."""

from __future__ import annotations

from .summary_tables import print_run_summary

__all__ = ["print_run_summary"]
