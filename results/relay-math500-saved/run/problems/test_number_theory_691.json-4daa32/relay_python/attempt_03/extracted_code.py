print(255)
