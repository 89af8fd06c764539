# attack: numpy's ctypes bridges to raw memory and C functions
# covers: ctypes
# gate: banned_attribute ctypes
# layer: gate
import numpy

buffer = numpy.zeros(4)
address = buffer.ctypes.data
print("ESCAPED: raw address", address)
