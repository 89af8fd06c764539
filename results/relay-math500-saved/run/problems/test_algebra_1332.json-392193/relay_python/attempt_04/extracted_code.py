# The problem states that the popularity of a television is inversely proportional to its cost.
# Mathematically, this can be represented as P = k / C, where P is the popularity and C is the cost.

# Given that 15 customers bought a television at $1500, we can find the constant k.
k = 15 * 1500

# Now we need to calculate how many customers would buy a television at $2500.
popularity = k / 2500

print(popularity)
