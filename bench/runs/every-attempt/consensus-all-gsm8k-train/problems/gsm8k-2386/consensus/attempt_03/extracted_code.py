# Import necessary library
from fractions import Fraction

# Initial number of cats
initial_cats = 2 * 12

# Cats adopted on the second day
cats_adopted = 3

# Cats with five kittens on the second day
kittens = 1

# Cats picked up on the second day
cats_picked_up = 1

# Total number of cats after the first two days
cats_after_first_two_days = initial_cats - cats_adopted + kittens + cats_picked_up

# Print the final result
print(f"RESULT: {cats_after_first_two_days}")
