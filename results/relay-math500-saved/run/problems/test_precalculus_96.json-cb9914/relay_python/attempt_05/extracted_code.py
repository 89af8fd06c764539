# The direction vector is (b, -7), so we need to find b such that the vector points into or out of the page.
# For a point to be in the positive quadrant, both components must be positive. So, we set up the following system:
# b > 0 and -7 < 0
# The only solution is b > 0

b = 1  # We can choose any positive value for b, since it will satisfy the condition.
