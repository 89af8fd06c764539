def geometric_series_sum(a):
    return 4 / (1 - a / 2)

def check_square(x):
    return x == round(x) ** 2

a = 2
while True:
    if check_square(geometric_series_sum(a)):
        print(f"RESULT: {geometric_series_sum(a)}")
        print(f"CONFIDENCE: 100")
        break
    a += 1
