from sympy import symbols, Rational

# Define the variable
a = symbols('a', positive=True)

# Geometric series formula for the sum of an infinite geometric series
# S = a / (1 - r)
r = 3 / a

# Sum of the series should be a perfect square
sum_series = a / (1 - r)

# Simplify the sum_series
sum_series_simplified = Rational(sum_series.as_numer_denom()[0], sum_series.as_numer_denom()[1])

# Check if the sum is a perfect square by taking its square root and checking if it's an integer
if sum_series_simplified.is_integer:
    # Calculate the smallest possible value of a
    min_a = 2  # Starting from 2 because we need a positive integer
    while True:
        if (sum_series_simplified * sum_series_simplified).is_integer:
            result = int(sum_series_simplified)
            confidence = 100
            break
        min_a += 1

    print(f"RESULT: {result}")
    print(f"CONFIDENCE: {confidence}")
else:
    print("RESULT: None")
    print(f"CONFIDENCE: 0")
