"""IIPC, Iteratively Improved Program Construction (seed 000), and its two ablations.

Importing this package registers ``iipc``, ``iipc_ns`` and ``iipc_ns_nms``.
"""

from __future__ import annotations

from .method import Iipc
from .spec import IIPC_IMPORTS, IipcSpec, iipc_policy

__all__ = ["IIPC_IMPORTS", "Iipc", "IipcSpec", "iipc_policy"]
