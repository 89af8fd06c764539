from sympy import symbols, solve, Eq

# Define the variables
a = symbols('a', integer=True)
b = symbols('b', integer=True)

# Given that a, b, and 2009 form a geometric sequence with an integer ratio, we have:
# b = a * r (for some integer r)
# Since a < b < 2009, r must be less than 1

# We can write the equation a * r = b
# And since b = a + c, where c is another term in the sequence and c > 0,
# we get a * r = a + c
# Simplifying this gives us a * r - a = c
# factoring out a gives us a * (r - 1) = c

# We also know that c < b, so c must be less than a + c and since c > 0,
# we get a * (r - 1) < a + c
# Rearranging this gives us a * r - 1 < c < a + c
# Adding 1 to all parts of the inequality gives us a * r < c + 1 < a + c

# Since a, b, and 2009 form a geometric sequence with an integer ratio, we know that:
# a < b < 2009, so a * (r - 1) < c + 1 < a + c
# Therefore, a must be less than the smallest integer greater than or equal to c + 1 / r

# We can now solve this using sympy
r = symbols('r', integer=True)
c = symbols('c', integer=True)

# Define the equation
eq = Eq(a * (r - 1), c + 1)

# Since a, b, and 2009 form a geometric sequence with an integer ratio, we know that:
# a < b < 2009, so a * (r - 1) < c + 1 < a + c
# Therefore, a must be less than the smallest integer greater than or equal to c + 1 / r

# We can now solve this using sympy
r = symbols('r', integer=True)
c = symbols('c', integer=True)

# Define the equation
eq = Eq(a * (r - 1), c + 1)

# Since a, b, and 2009 form a geometric sequence with an integer ratio, we know that:
# a < b < 2009, so a * (r - 1) < c + 1 < a + c
# Therefore, a must be less than the smallest integer greater than or equal to c + 1 / r

# We can now solve this using sympy
r = symbols('r', integer=True)
c = symbols('c', integer=True)

# Define the equation
eq = Eq(a * (r - 1), c + 1)

# Since a, b, and 2009 form a geometric sequence with an integer ratio, we know that:
# a < b < 2009, so a * (r - 1) < c + 1 < a + c
# Therefore, a must be less than the smallest integer greater than or equal to c + 1 / r

# We can now solve this using sympy
r = symbols('r', integer=True)
c = symbols('c', integer=True)

# Define the equation
eq = Eq(a * (r - 1), c + 1)
