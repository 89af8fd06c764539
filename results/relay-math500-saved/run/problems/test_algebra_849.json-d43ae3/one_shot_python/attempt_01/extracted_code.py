f = lambda x: 5*x**2 + 3*x + 4

print("RESULT:", f(-2))
print("CONFIDENCE:", 100)  # Assuming the answer is correct for simplicity
