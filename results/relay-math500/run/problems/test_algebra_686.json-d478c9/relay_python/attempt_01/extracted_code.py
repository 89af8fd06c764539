# Import necessary libraries
from sympy import symbols, Eq, solve

def geometric_series_sum(a):
    """Returns the sum of the geometric series 4 + 12/a + 36/a^2 + ..."""
    # Geometric series formula: a/(1-r) where r = (a+1)/a
    r = (a + 1) / a
    if abs(r - 1) < 1e-9:  # Check for convergence
        return 4 / (1 - r)
    else:
        raise ValueError("Geometric series does not converge")

def check_perfect_square_sum(a):
    """Checks if the sum of the geometric series is a perfect square."""
    sum_series = geometric_series_sum(a)
    root_sum = sum_series ** 0.5
    return int(root_sum) * int(root_sum) == sum_series

# Initial attempt
a_initial = 2  # Smallest positive integer

# Check if the initial attempt satisfies the condition
if check_perfect_square_sum(a_initial):
    RESULT: a_initial
    CONFIDENCE: 100
else:
    print("RESULT: None")
    print("CONFIDENCE: 0")  # This is not needed for this initial attempt
