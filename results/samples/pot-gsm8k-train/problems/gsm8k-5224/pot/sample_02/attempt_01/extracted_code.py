from sympy import Rational

# Given quantities
initial_block_weight = 80
first_statue_weight = 10
second_statue_weight = 18
total_discarded_weight = 22

# Calculate the total weight of the remaining two statues
remaining_weight = initial_block_weight - first_statue_weight - second_statue_weight

# Since the remaining two statues weighed the same, each statue weighed half of the remaining weight
remaining_statue_weight = remaining_weight / 2

# Simplify the result (though it's already a rational number)
print(f"RESULT: {Rational(remaining_statue_weight)}")
