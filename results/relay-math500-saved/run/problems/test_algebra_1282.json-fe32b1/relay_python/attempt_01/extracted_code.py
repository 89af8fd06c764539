def check_integer_sqrt():
    # Attempt 1: Check the range of possible x values to see if any produce an integer result
    for x in range(1, 200):  # We choose a reasonable range to search for solutions
        sqrt_result = (120 - (x ** 0.5)) ** 0.5
        if sqrt_result.is_integer():
            print(f"Found integer solution: sqrt(120 - sqrt({x})) = {sqrt_result}")
            return True

    # If no integer solution is found within the range, attempt 2 will be more thorough
    print("No integer solutions found in the initial range. Moving to attempt 2.")
    return False

# Check the integer square root for real values of x
result = check_integer_sqrt()
confidence = 50 if result else 0
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
