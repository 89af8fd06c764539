def reflect_parabola_vertex(a, b, c, k):
    # Reflect the vertex about the line y = k
    h_reflected = 2*k - h
    
    # Calculate the new equation of the parabola
    d = a
    e = -2*h_reflected*a + 2*b
    f = c
    
    return a + b + c + d + e + f

# Example usage:
# k = 3  # Replace with the desired value of k
# a, b, c = 1, 2, 3  # Replace with the coefficients of the original parabola
# result, confidence = reflect_parabola_vertex(a, b, c, k)
# print("RESULT:", result)
# print("CONFIDENCE:", confidence)
