from fractions import Fraction

# Initial weight of the marble block
initial_weight = 80

# Weights of the first three statues
statue1 = 10
statue2 = 18
statue3 = statue1 + statue2

# Weight of the discarded marble
discarded_weight = 22

# Total weight after carving the statues off
total_weight_after_carving = initial_weight - discarded_weight

# Weight of the remaining two statues
remaining_weight = total_weight_after_carving - statue3

# Since the remaining two statues weigh the same, we divide the remaining weight by 2
remaining_statue_weight = remaining_weight / 2

# Print the result
print(f"RESULT: {remaining_statue_weight}")
