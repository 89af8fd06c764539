def solve_problem():
    from math import floor, ceil

    # Define the range based on the absolute value inequality |x-2| <= 5.6
    lower_bound = floor(2 - 5.6)
    upper_bound = ceil(2 + 5.6)

    # Calculate the number of integers in the solution set
    num_integers = upper_bound - lower_bound

    return num_integers

# Example usage
num_integers = solve_problem()
print(f"RESULT: {num_integers}")
print("CONFIDENCE: 100")
