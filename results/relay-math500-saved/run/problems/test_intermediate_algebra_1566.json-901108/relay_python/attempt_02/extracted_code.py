import sympy as sp

def reflect_parabola_vertex(a, b, c, k):
    # Reflect the vertex (h, k) over the line y = k to get the reflected vertex (h_reflected, k)
    h_reflected = 2*k - h
    
    # The equation of the reflected parabola is y = d*x^2 + e*x + f
    # We know that when x = 0, y = c in the original parabola and y = c_reflected in the reflected parabola
    # Therefore, d*c = c_reflected
    c_reflected = c - a*h_reflected**2
    
    # The equation of the reflected parabola also passes through the point (h_reflected, k_reflected)
    # Substitute h_reflected and k_reflected into the equation of the reflected parabola to find e
    e = k_reflected - a*h_reflected**2
    
    # Now we have all the coefficients of the reflected parabola: d, e, f
    return 0, (d, e, f)

# Given values
a, b, c = 1, -4, 2
k = 3

result, confidence = reflect_parabola_vertex(a, b, c, k)
print("RESULT:", result)
print("CONFIDENCE:", confidence)
