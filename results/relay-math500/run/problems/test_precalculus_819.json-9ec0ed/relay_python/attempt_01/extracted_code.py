# Import necessary libraries
import sympy as sp

# Define the variables and constant
r, theta, z, c = sp.symbols('r theta z c')

# Define the equation in cylindrical coordinates
equation = sp.Eq(z, c)

# Convert the equation to Cartesian coordinates using cylindrical to Cartesian transformations
x = r * sp.cos(theta)
y = r * sp.sin(theta)

# Simplify the Cartesian equation
cartesian_equation = sp.simplify(equation.subs({r: sp.sqrt(x**2 + y**2), theta: sp.atan2(y, x)}))

# Print the result and confidence level (for demonstration purposes)
print("RESULT:")
print(cartesian_equation)
print("CONFIDENCE: 100")
