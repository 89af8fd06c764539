# attack: crash the interpreter through ctypes
# covers: ctypes
# gate: banned_import ctypes
# ungated: error
# layer: process_group
import ctypes

ctypes.string_at(0)
