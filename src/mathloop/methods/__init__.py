"""Methods: each solves a ``Problem`` with a backend and a sandbox and returns a ``Trace``.

Importing this package registers every built-in method by name; installed plugins add
theirs through the ``mathloop.methods`` entry point group (``docs/plugins.md``).
"""

from __future__ import annotations

from . import consensus as _consensus
from . import cot as _cot
from . import cr as _cr
from . import macm as _macm
from . import one_shot_python as _one_shot_python
from . import pot as _pot
from . import relay_python as _relay_python
from . import vote as _vote
from .base import (
    METHODS,
    Method,
    RecordedMethod,
    SolveContext,
    SpecMethod,
    create_method,
    method,
    method_names,
    register_method,
)
from .consensus import Consensus, ConsensusSpec
from .cot import ChainOfThought, CotSpec
from .cr import CrSpec, CumulativeReasoning
from .generation import GenerationSpec
from .iipc import Iipc, IipcSpec
from .macm import MacmSpec, MultiAgentConditionMining
from .one_shot_python import OneShotPython, OneShotPythonSpec
from .pot import PotSpec, ProgramOfThoughts
from .recorder import Recorder, build_trace
from .records import (
    AttemptRecord,
    AttemptStatus,
    ErrorInfo,
    StepRecord,
    Submission,
    Trace,
)
from .relay_python import RelayPython, RelayPythonSpec
from .specs import setting, spec
from .vote import Vote, VoteSpec

del _consensus, _cot, _cr, _macm, _one_shot_python, _pot, _relay_python, _vote

__all__ = [
    "METHODS",
    "AttemptRecord",
    "AttemptStatus",
    "ChainOfThought",
    "Consensus",
    "ConsensusSpec",
    "CotSpec",
    "CrSpec",
    "CumulativeReasoning",
    "ErrorInfo",
    "GenerationSpec",
    "Iipc",
    "IipcSpec",
    "MacmSpec",
    "Method",
    "MultiAgentConditionMining",
    "OneShotPython",
    "OneShotPythonSpec",
    "PotSpec",
    "ProgramOfThoughts",
    "RecordedMethod",
    "Recorder",
    "RelayPython",
    "RelayPythonSpec",
    "SolveContext",
    "SpecMethod",
    "StepRecord",
    "Submission",
    "Trace",
    "Vote",
    "VoteSpec",
    "build_trace",
    "create_method",
    "method",
    "method_names",
    "register_method",
    "setting",
    "spec",
]
