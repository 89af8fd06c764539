def solve_for_x():
    # Initial attempt to solve the equation 3^(2x) + 19 = 10^x
    x = 0.5
    while True:
        if abs(3**(2*x) + 19 - 10**x) < 1e-6:  # Check if the solution is close enough
            break
        elif 3**(2*x) < 10**x:
            x += 0.1
        else:
            x -= 0.1

    return x

# Attempt 2 of 5: Run the program again and observe the result
result = solve_for_x()
print(f"RESULT: {result}")
print(f"CONFIDENCE: 70")
