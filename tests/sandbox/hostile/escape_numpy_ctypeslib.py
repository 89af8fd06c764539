# attack: numpy.ctypeslib loads a C library without importing ctypes
# covers: ctypes
# gate: banned_attribute ctypeslib
# layer: gate
import numpy.ctypeslib

libc = numpy.ctypeslib.load_library("libc.so.6", "/lib/x86_64-linux-gnu")
print("ESCAPED: loaded", libc)
