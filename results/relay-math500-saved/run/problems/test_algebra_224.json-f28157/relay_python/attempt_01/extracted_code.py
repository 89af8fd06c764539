def count_integers_in_range():
    t_values = []
    
    # We know the square root of t is greater than 2 and less than 3.5
    for t in range(4, 10):  # Trying values between 4 and 9 (since sqrt(9) = 3)
        if t**0.5 > 2 and t**0.5 < 3.5:
            t_values.append(t)
    
    return len(t_values), "CONFIDENCE: 80"

# Print the result
print("RESULT:", count_integers_in_range()[0])
print("CONFIDENCE:", count_integers_in_range()[1])
