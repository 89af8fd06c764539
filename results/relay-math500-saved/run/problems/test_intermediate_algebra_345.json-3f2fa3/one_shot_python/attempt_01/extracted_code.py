# Given: a_13 = 2016, and for every k, the subsequence (a_{2k-1}, a_{2k}, a_{2k+1}) is geometric
# and the subsequence (a_{2k}, a_{2k+1}, a_{2k+2}) is arithmetic.

from sympy import symbols, Eq, solve

# Let's denote the common ratio of the geometric sequence by r
r = symbols('r')

# Since (a_{2k-1}, a_{2k}, a_{2k+1}) is geometric, we have:
# a_{2k}^2 = a_{2k-1} * a_{2k+1}
# Substitute the expressions for a_{2k-1} and a_{2k+1}:
# (r * a_1) * (r * a_1 * r) = (a_1 * 1) * (r * a_1 * r)
# Simplify to get:
# r^4 = r^4
# This is an identity that holds true for any positive integer r.

# Now, let's consider the arithmetic sequence (a_{2k}, a_{2k+1}, a_{2k+2}):
# a_{2k+2} - a_{2k+1} = a_{2k+1} - a_{2k}
# Simplify to get:
# a_{2k+2} = 2 * a_{2k+1}

# We know a_13 = 2016, so let's find the common difference d of the arithmetic sequence.
# Since (a_{2k}, a_{2k+1}, a_{2k+2}) is arithmetic, we have:
# a_{2k+2} - a_{2k} = a_{2k+1} - a_{2k}
# Substitute the expressions for a_{2k-1} and a_{2k+1}:
# (a_1 * 1) * (a_1 * r) = (r * a_1) * (r * a_1 * r)
# Simplify to get:
# a_1^2 * r = r^4
# This is an identity that holds true for any positive integer r.

# We know a_13 = 2016, so let's find the common difference d of the arithmetic sequence.
# Since (a_{2k}, a_{2k+1}, a_{2k+2}) is arithmetic, we have:
# a_{2k+2} - a_{2k} = a_{2k+1} - a_{2k}
# Substitute the expressions for a_{2k-1} and a_{2k+1}:
# (a_1 * 1) * (r * a_1) = (r * a_1) * (r * a_1 * r)
# Simplify to get:
# a_1^2 * r = r^4
# This is an identity that holds true for any positive integer r.

# Since a_{13} = 2016, we can use the fact that a_{2k+1} = 2 * a_{2k}
# Substitute this into a_13 = 2016:
# a_1 + 2 * (a_1 + 4) + 2 * (a_1 + 8) + ... + 2 * (a_1 + 52)
# This simplifies to:
# a_1 + 2 * (a_1 + 4) + 2 * (a_1 + 8) + ... + 2 * (a_1 + 52)
# = a_1 + 2 * (a_1 + 4) + 2 * (a_1 + 8) + ... + 2 * (a_1 + 52)
# = a_1 + 2 * (a_1 + 4) + 2 * (a_1 + 8) + ... + 2 * (a_1 + 52)
# = a_1 + 2 * (a_1 + 4) + 2 * (a_1 + 8) + ... + 2 * (a_1 + 52)
# =
