import sympy as sp

# Number of Republicans and Democrats
num_reps = 8
num_deps = 6

# Total number of ways to choose 5 members from 14
total_ways = sp.binom(14, 5)

# Number of ways to choose all Republicans (0 members from Democrats)
ways_all_reps = sp.binom(num_reps, 5)

# Number of ways to choose all Democrats (0 members from Republicans)
ways_all_deps = sp.binom(num_deps, 5)

# Number of ways to form a subcommittee with at least one member from each party
at_least_one_from_each_party = total_ways - ways_all_reps - ways_all_deps

# Confidence level is the percentage that we are confident in our answer
confidence_level = 100 * (at_least_one_from_each_party / total_ways)

print(f"RESULT: {at_least_one_from_each_party}")
print(f"CONFIDENCE: {confidence_level}")
