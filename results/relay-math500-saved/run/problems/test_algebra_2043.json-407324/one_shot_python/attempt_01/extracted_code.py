import math

def find_domain():
    domain = []
    for x in range(100):  # checking a reasonable range of x values
        if math.sqrt(x**2 - 5*x + 6) > 0:
            domain.append(x)
    return domain

domain = find_domain()
RESULT: ", ".join(map(str, domain))
CONFIDENCE: 90
