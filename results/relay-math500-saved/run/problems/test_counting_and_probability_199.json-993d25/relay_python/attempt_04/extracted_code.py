from collections import *

# No result line from attempt 1

# Attempt 2: Import 'heapq' is not defined, use 'collections'
import heapq

# Code for attempt 3: Corrected the import statement
heapq = collections.deque
code_rejected = "CODE_REJECTED"

# No result line from attempt 4
