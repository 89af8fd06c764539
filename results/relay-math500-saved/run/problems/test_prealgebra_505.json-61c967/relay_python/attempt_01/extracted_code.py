def solve_for_x():
    from fractions import Fraction

    try:
        # Solve the equation x/2 + x/3 = 5
        result = Fraction(1, 6) * (2 + 3)
        
        return result
    except ZeroDivisionError:
        print("The denominator cannot be zero.")
        return None

# Run the program and get the result
result = solve_for_x()

if result is not None:
    RESULT: <{result}>
    CONFIDENCE: <100>
