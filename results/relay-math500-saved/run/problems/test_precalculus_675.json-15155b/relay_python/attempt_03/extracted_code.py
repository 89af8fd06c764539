import numpy as np

def check_condition(v):
    # Check the given condition
    A = np.array([[2, 3], [0, -2]])
    norm_v = np.linalg.norm(v)
    if norm_v == 0:
        return False
    left_hand_side = np.linalg.norm(A @ v)
    right_hand_side = norm_v * norm_v
    return np.isclose(left_hand_side, right_hand_side)

def find_smallest_C():
    # Define a range of possible values for C to check
    possible_C_values = np.linspace(0.1, 10, 100)
    smallest_C = float('inf')
    
    for C in possible_C_values:
        for v in np.random.uniform(-1, 1, (2,)) * np.linalg.norm(np.random.uniform(-1, 1, (2,))):
            if check_condition(v):
                smallest_C = min(smallest_C, C)
                break
    
    return smallest_C

# Find the smallest positive real number C
smallest_C = find_smallest_C()
print(f"RESULT: {smallest_C}")
print(f"CONFIDENCE: 100")
