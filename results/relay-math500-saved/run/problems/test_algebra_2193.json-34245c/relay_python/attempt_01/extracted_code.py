def solve_equation():
    attempts = 0
    for x in range(100):  # Adjust the range based on your needs
        attempts += 1
        try:
            result = (x - 4)**2 + 11 - 2*x
            if result == 0:
                print(f"RESULT: {x}")
                print(f"CONFIDENCE: 100")
                return x
        except Exception as e:
            print(f"Attempt {attempts}: Error - {e}")
    print("Result not found within the given range.")
    return None

# Run the function to solve the equation
solve_equation()
