from sympy import symbols, Eq, solve

# Define the variables
n = symbols('n', integer=True)

# George's buckets per round: 2 (round 1) + 2 (round 2) = 4
# Harry's buckets per round: 3 (round 1) + 3 (round 2) + 3 (round 3) = 9

# Total buckets needed to fill the pool
total_buckets_needed = 110

# Total buckets carried in each round by both George and Harry
buckets_per_round = 4 + 9

# Equation representing the total number of buckets needed
equation = Eq(total_buckets_needed, n * buckets_per_round)

# Solve for n (number of rounds)
rounds = solve(equation, n)[0]

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {rounds}")
print(f"CONFIDENCE: 100")
