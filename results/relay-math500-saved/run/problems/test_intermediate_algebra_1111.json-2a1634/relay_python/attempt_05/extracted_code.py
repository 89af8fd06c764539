import math

# Constants and given values
track_length_eq = lambda a, b: 2*a + math.pi*b - track_length  # track_length is 400 meters
track_length = 400

# Attempt to solve the equation
try:
    solution = solve(track_length_eq, (a, b))
    if solution:
        a_value = solution[a]
        b_value = solution[b]
        area = math.pi*b_value**2 + 2*a_value*b_value
        print(f"RESULT: {area:.2f}")
        print("CONFIDENCE: 100")
    else:
        print("RESULT: None (no valid solution found)")
        print("CONFIDENCE: 80")
except Exception as e:
    print(f"RESULT: None (error encountered: {e})")
    print("CONFIDENCE: 70")
