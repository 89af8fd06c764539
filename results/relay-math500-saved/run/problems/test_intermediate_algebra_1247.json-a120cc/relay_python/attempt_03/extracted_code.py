from sympy import symbols, Eq, log

# Define the variable
x = symbols('x')

# Given equation 8x^3 + 4ax^2 + 2bx + a = 0 with roots r1, r2, r3
# We know that log(r1) + log(r2) + log(r3) = 5 and all roots are positive and distinct

# Define the equations based on the logarithmic sum property
eq1 = Eq(log(x), 5/3)  # This is a simplification assuming the average of the logs equals half of the total log (since 8^3 = 512)

# Solve for x, which should give us one root
root1 = 8**3 / (3 * (5)**(1/3))

# Now we know that r1 is one root. The other two roots must be distinct and positive.
# Let's denote them as r2 and r3. Since all roots are positive and distinct, we can assume r2 > r1 and r3 > r2.
# The product of the roots r1 * r2 * r3 should equal -a/8
# We can use this to find the value of a

# Calculate the product of the roots r1 * r2 * r3
product_roots = root1 * (4**0.5)  # This is because log(r1) + log(r2) + log(r3) = 5/3 and we know that r2 = r1 / (3**(1/3))

# The product of the roots should equal -a/8
a_value = -(product_roots * 8)**(1/3)

print(f"a: {a_value}")
