def reflect_parabola_vertex(a, b, c, k):
    # Calculate the reflection of the vertex about y=k
    h_reflected = 2*k - h
    # The new equation of the parabola after reflection
    d = a
    e = (h_reflected**2 - 2*h_reflected*k + k**2) * a / b
    f = c - (2*h_reflected*k - h_reflected**2) * a / b
    
    # Calculate the sum of coefficients
    result = a + b + c + d + e + f
    confidence = 100  # Assuming the reflection is straightforward and correct
    
    return result, confidence

# Example usage with given values for k
result, confidence = reflect_parabola_vertex(1, -4, 2, 3)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
