import sympy as sp

def f(x):
    return sp.sqrt(x - 1) / (x - 2)

# Attempt 2: Continue from previous attempt
safe = True  # Assume the safety check passed initially
while safe:
    i = 1.0  # Initial guess, we'll start with an integer value
    try:
        result = f(i)
        if isinstance(result, sp.Rational) or result.is_real:
            print("RESULT:", int(result))
            print("CONFIDENCE:", 100)
            break
        else:
            print("ERROR: The function does not return a real number.")
            safe = False
    except Exception as e:
        print(f"ERROR: An error occurred: {e}")
        safe = False

# Attempt 3-5: Continue from previous attempt if it failed
for _ in range(3, 6):
    try:
        result = f(i)
        if isinstance(result, sp.Rational) or result.is_real:
            print("RESULT:", int(result))
            print("CONFIDENCE:", 100)
            break
        else:
            i += 0.01  # Increment the guess by a small step
    except Exception as e:
        print(f"ERROR: An error occurred: {e}")
        continue
