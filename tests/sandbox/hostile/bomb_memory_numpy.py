# attack: a numpy array of 80 GB
# covers: memory_numpy
# gate: pass
# runtime: error
# layer: rlimits
# limits: memory_mb=1024
import numpy as np

table = np.ones((100_000, 100_000))
print("ESCAPED: allocated", table.nbytes)
