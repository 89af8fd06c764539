import numpy as np

def proj_v_on_line(v, normal):
    # Check if the dot product of v and the normal vector is zero
    if np.dot(v, normal) == 0:
        return True
    return False

# Normal vector
normal_vector = np.array([2, 1])

# Attempt to project a vector v on the line
v = np.array([1, 0])  # Example vector

if proj_v_on_line(v, normal_vector):
    print(f"Result: The set of vectors {v} lies on the line y = mx + b.")
else:
    print("Result: The set of vectors do not lie on the line.")
